import { requireUser } from "~/features/accounts/guards.server";
import { ProfilePage } from "~/features/accounts/profile-form";
import { EventList } from "~/features/events/event-list";
import { loadProfileForm, saveProfile } from "~/features/profile/profile-actions.server";
import type { FormResult } from "~/lib/form";
import { keepsTyped } from "~/lib/form.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  return loadProfileForm(await requireUser(request));
}

export const action = keepsTyped(async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request);
  return saveProfile(request, user, "/profile");
});

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { role, form, email, weddingDate, couple } = loaderData;
  return (
    <ProfilePage
      heading={
        <>
          <h1 className="text-3xl font-bold sm:text-4xl">
            {role === "business" ? "Business Profile" : "Your Profile"}
          </h1>
          <p className="mt-2 text-stone-600">
            {role === "business"
              ? "The details couples and our team see for your business account."
              : form === "member"
                ? `You help plan ${couple ?? "the couple"}'s wedding${weddingDate ? `, on ${weddingDate}` : ""}. The couple keep its names and date.`
                : weddingDate
                  ? `Your wedding is on ${weddingDate}.`
                  : "Tell us about your wedding so we can help you plan."}
          </p>
        </>
      }
      accountRole={form}
      values={loaderData.values}
      result={actionData as FormResult | undefined}
      today={loaderData.today}
      note={
        <>
          Signed in as <strong>{email}</strong>.{" "}
        </>
      }
    >
      {role === "user" ? (
        <EventList events={loaderData.events} canChange={loaderData.canChangeEvents} />
      ) : null}
    </ProfilePage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Profile", path: "/profile", origin: originFrom(matches), noIndex: true });
