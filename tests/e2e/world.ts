import { type APIRequestContext, type APIResponse, request, test } from "@playwright/test";
import { unique, uniqueEmail } from "../factories/unique";

/**
 * The e2e journeys' own data, made through the product's own HTTP endpoints (the forms' posts:
 * no browser page, no mocks, no database access): a signed-in session per demo role, fresh
 * couples (the sign-up form's post), fresh listings (the admin's Add Business and Create user
 * forms) and pending listings (a couple's Add Business post). A test that changes a listing or
 * an account makes its own, so tests run in parallel without touching each other's data, and
 * the demo data other tests read stays as seeded.
 */

export type Account = { email: string; password: string };
type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The seeded demo accounts (SEED_DEMO_DATA, on in e2e). */
export const DEMO = {
  couple: { email: "couple@saath.example", password: "Couple!2027" },
  business: { email: "business@saath.example", password: "Business!2027" },
  admin: { email: "admin@saath.example", password: "Admin!2027" },
} as const satisfies Record<string, Account>;
export type Role = keyof typeof DEMO;

export const PASSWORD = "Journey!2027";

/** The server under test (playwright.config.ts `baseURL`). */
export function baseUrl() {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("playwright.config.ts sets no baseURL");
  return url;
}

/** A form post as a browser on the site sends it (the app refuses writes from other sites). */
export function postForm(
  api: APIRequestContext,
  path: string,
  form: Record<string, string | number>,
) {
  return api.post(path, {
    form,
    headers: { Origin: new URL(baseUrl()).origin },
    maxRedirects: 0,
  });
}

/** A request context of its own (a cookie jar no page shares), optionally signed in. */
export function newApi(storageState?: StorageState) {
  return request.newContext({ baseURL: baseUrl(), storageState });
}

/** Posts the /login action (its validation, limits and session cookie) in `api`'s cookie jar. */
export async function signInWith(api: APIRequestContext, account: Account) {
  const answer = await postForm(api, "/login", {
    intent: "login",
    email: account.email,
    password: account.password,
  });
  await expectStatus(answer, 200, `log-in of ${account.email}`);
  const { cookies } = await api.storageState();
  if (!cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token"))) {
    throw new Error(`No session cookie after the log-in of ${account.email}`);
  }
}

// One session per demo role per worker process, made on first use and shared by that worker's
// tests (their cookies are copied into each test's own browser context). No test logs a demo
// role out through the app (which would end the shared session): they forget the cookies
// (`leave`) instead.
const roleStates = new Map<Role, Promise<StorageState>>();

/** The demo role's signed-in cookies, made once per worker. */
export function roleState(role: Role): Promise<StorageState> {
  let state = roleStates.get(role);
  if (!state) {
    state = (async () => {
      const api = await newApi();
      try {
        await signInWith(api, DEMO[role]);
        return await api.storageState();
      } finally {
        await api.dispose();
      }
    })();
    state.catch(() => roleStates.delete(role));
    roleStates.set(role, state);
  }
  return state;
}

/** The main admin's request context (the worker's session); dispose it after use. */
export async function adminApi() {
  return newApi(await roleState("admin"));
}

export async function expectStatus(answer: APIResponse, status: number, what: string) {
  if (answer.status() !== status) {
    const body = (await answer.text()).slice(0, 500);
    throw new Error(`${what}: expected HTTP ${status}, got ${answer.status()}\n${body}`);
  }
}

const nextYear = () => new Date().getFullYear() + 1;

export interface NewCouple extends Account {
  name: string;
}

/**
 * A new couple through the sign-up form's own post (its validation, limits, the first events),
 * signed in within `api`'s cookie jar: pass `page.request` to sign the page's browser in. The
 * wizard's pages have journeys of their own (accounts.spec.ts).
 */
export async function signUpCoupleWith(
  api: APIRequestContext,
  options: {
    email?: string;
    password?: string;
    name?: string;
    events?: string[];
    weddingDate?: string;
  } = {},
): Promise<NewCouple> {
  const couple = {
    email: options.email ?? uniqueEmail("couple"),
    password: options.password ?? PASSWORD,
    name: options.name ?? "Asha Patel",
  };
  const events = Object.fromEntries((options.events ?? []).map((e, i) => [`event${i + 1}`, e]));
  const answer = await postForm(api, "/signup", {
    intent: "create",
    accountType: "couple",
    name1: couple.name,
    email: couple.email,
    password: couple.password,
    termsAccepted: "on",
    weddingDate: options.weddingDate ?? `${nextYear()}-08-14`,
    ...events,
  });
  await expectStatus(answer, 302, `sign-up of ${couple.email}`);
  if (!answer.headers().location?.endsWith("/dashboard")) {
    throw new Error(`sign-up of ${couple.email} went to ${answer.headers().location}`);
  }
  return couple;
}

/** A new business account (no listing) through the sign-up form's post, signed in in `api`. */
export async function signUpBusinessWith(api: APIRequestContext, email = uniqueEmail("business")) {
  const answer = await postForm(api, "/signup", {
    intent: "create",
    accountType: "business",
    name1: "Meera Kapoor",
    email,
    password: PASSWORD,
    termsAccepted: "on",
    businessName: "Kapoor Catering",
    businessType: "Catering",
  });
  await expectStatus(answer, 302, `sign-up of ${email}`);
  return { email, password: PASSWORD };
}

export interface NewListing {
  id: number;
  name: string;
  /** `/vendor/{id}` */
  path: string;
  /** The business account that owns it (`owned: true`). */
  owner?: Account;
}

/**
 * A new approved listing, added by the main admin (the panel's Add Business form), and with
 * `owned` a new business account that owns it (the panel's Create user form, which links the
 * account to the listing). Without an owner it can be claimed.
 */
export async function newListing(
  options: { category?: string; owned?: boolean; name?: string; email?: boolean } = {},
): Promise<NewListing> {
  const category = options.category ?? "photography-videography";
  // A word of its kind in the name, as real listings have (searches rank names first).
  const kind = category === "photography-videography" ? "Photo Studio" : "Wedding Services";
  const name = options.name ?? `${kind} ${unique()}`;
  const admin = await adminApi();
  try {
    const added = await postForm(admin, "/admin", {
      intent: "add-business",
      name,
      categoryId: category,
      location: "Leicester",
      // Without an e-mail (`email: false`) and without an owner, nobody can receive enquiries.
      email: options.email === false ? "" : uniqueEmail("listing"),
      phone: "0116 496 0000",
      website: "https://listing.example",
      address: "1 Belgrave Road, Leicester, LE4 5AS",
      shortDescription: "Made for one e2e journey; nobody else's tests read it.",
      rating: 4,
      reviewCount: 0,
    });
    await expectStatus(added, 302, `admin Add Business "${name}"`);
    const id = Number(new URL(added.headers().location ?? "", baseUrl()).searchParams.get("q"));
    if (!Number.isInteger(id) || id <= 0) {
      throw new Error(`admin Add Business "${name}" went to ${added.headers().location}`);
    }
    const listing: NewListing = { id, name, path: `/vendor/${id}` };
    if (options.owned) {
      const owner = { email: uniqueEmail("owner"), password: PASSWORD };
      const created = await postForm(admin, "/admin", {
        intent: "create-user",
        name: "Meera Kapoor",
        email: owner.email,
        role: "business",
        password: owner.password,
        businessId: id,
      });
      await expectStatus(created, 302, `admin Create user ${owner.email}`);
      listing.owner = owner;
    }
    return listing;
  } finally {
    await admin.dispose();
  }
}

/** A new approved listing with a new business account that owns it (`newListing`). */
export async function newOwnedListing(
  options: { category?: string; name?: string } = {},
): Promise<NewListing & { owner: Account }> {
  const listing = await newListing({ ...options, owned: true });
  if (!listing.owner) throw new Error("newListing made no owner");
  return { ...listing, owner: listing.owner };
}

/** The id of the one listing the admin's Businesses tab finds by `name`. */
async function listingIdByName(name: string, status: "pending" | "all" = "all") {
  const admin = await adminApi();
  try {
    const query = new URLSearchParams({ tab: "businesses", status, q: name });
    const html = await (await admin.get(`/admin?${query}`)).text();
    const ids = new Set([...html.matchAll(/[?&](?:amp;)?edit=(\d+)/g)].map((m) => Number(m[1])));
    if (ids.size !== 1) throw new Error(`${ids.size} listings called "${name}" in the admin panel`);
    return [...ids][0];
  } finally {
    await admin.dispose();
  }
}

/**
 * A new pending listing, submitted through Add Business by a new couple (as any signed-in
 * visitor can), and its id from the admin's Businesses tab.
 */
export async function newPendingListing(
  options: { category?: string; name?: string } = {},
): Promise<{ id: number; name: string }> {
  const category = options.category ?? "entertainment";
  const name = options.name ?? `Pending Dhol ${unique()}`;
  const api = await newApi();
  try {
    await signUpCoupleWith(api);
    const answer = await postForm(api, `/add-business/${category}`, {
      intent: "manual",
      name,
      categoryId: category,
      location: "Leicester",
      description: "Live dhol for baraats and sangeet nights.",
      email: uniqueEmail("pending"),
      rating: "4.5",
    });
    await expectStatus(answer, 303, `Add Business "${name}"`);
  } finally {
    await api.dispose();
  }
  return { name, id: await listingIdByName(name, "pending") };
}
