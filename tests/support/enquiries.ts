/**
 * Older names for the factories (tests/factories), kept so the enquiries, reviews, business and
 * my-data tests still compile: people of each role with a real session cookie, a listing owned
 * by a business, and the enquiry form's fields.
 */
import { beforeAll } from "vitest";
import type { Role } from "~/db/schema";
import type { SessionUser } from "~/features/accounts/session.server";
import { unique } from "../factories/unique";
import { makeUser } from "../factories/users";
import { makeListing } from "../factories/vendors";

export { enquiryFields } from "../factories/enquiries";

export interface Person {
  user: SessionUser;
  cookie: string;
}

export const PASSWORD = "Enquiry!2027";

/** A new account of `role`, signed up through better-auth and logged in. */
export async function person(role: Role, name = `Test ${role}`): Promise<Person> {
  const { user, cookie } = await makeUser({ role, name, logIn: true, password: PASSWORD });
  return { user, cookie };
}

/**
 * A person of `role` made once, before the file's tests run (`beforeAll`); read it inside a
 * test or hook, not while the file loads.
 */
export function personForThisFile(role: Role, name: string): Person {
  const made = {} as Person;
  beforeAll(async () => {
    Object.assign(made, await person(role, name));
  });
  return made;
}

/** An approved listing, owned by `ownerId` when given, with an e-mail address or none. */
export function listing(options: { ownerId?: string; email?: string | null; categoryId?: string }) {
  return makeListing({
    name: `Enquiry Vendor ${unique()}`,
    categoryId: options.categoryId ?? "photography-videography",
    location: "Leicester",
    ownerId: options.ownerId ?? null,
    email: options.email ?? null,
  });
}
