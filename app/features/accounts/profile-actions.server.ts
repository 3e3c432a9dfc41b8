import { redirectWithToast } from "~/features/toast/toast.server";
import { formReplier } from "./action-helpers.server";
import {
  adminProfileSchema,
  businessProfileSchema,
  coupleProfileSchema,
  formValues,
  validate,
} from "./auth.schema";
import { updateBusinessProfile, updateCoupleProfile, updateName } from "./profile.server";
import type { SessionUser } from "./session.server";

/** Saves the session user's own profile (every update is scoped to their id). */
export async function saveProfile(request: Request, user: SessionUser, returnTo: string) {
  const reply = formReplier(request);
  const values = formValues(await request.formData());
  if (user.role === "business") {
    const parsed = validate(businessProfileSchema, values);
    if (parsed.errors) return reply({ errors: parsed.errors, values }, 400);
    await updateBusinessProfile(user.id, parsed.data);
  } else if (user.role === "admin") {
    const parsed = validate(adminProfileSchema, values);
    if (parsed.errors) return reply({ errors: parsed.errors, values }, 400);
    await updateName(user.id, parsed.data);
  } else {
    const parsed = validate(coupleProfileSchema, values);
    if (parsed.errors) return reply({ errors: parsed.errors, values }, 400);
    await updateCoupleProfile(user.id, parsed.data);
  }
  return redirectWithToast(returnTo, {
    title: "Profile updated",
    description: "Your changes have been saved.",
    variant: "success",
  });
}
