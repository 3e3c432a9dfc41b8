/**
 * The page cache for anonymous visitors (issue 12, decision 025), against the production
 * server: pages come from memory for visitors without a cookie, run under a policy of script
 * hashes, are never shown to someone signed in, never carry someone else's toast, and an
 * approval shows on them at once. (Two instances on one PostgreSQL database: instances.spec.ts.)
 */
import { type APIRequestContext, request } from "@playwright/test";
import { unique } from "../factories/unique";
import { expect, expectToast, test } from "./fixtures";
import { loginAs } from "./people";
import { newPendingListing, signUpCoupleWith } from "./world";

// One test at a time: each expects what the others' changes would empty (the kept pages).
test.describe.configure({ mode: "serial" });

let visitor: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  visitor = await request.newContext({ baseURL });
});
test.afterAll(async () => {
  await visitor.dispose();
});

/** Asks twice, so the second answer can come from memory. */
async function twice(path: string) {
  await visitor.get(path);
  return visitor.get(path);
}

/**
 * Asks until the answer comes from memory: journeys in the other worker add listings and reviews,
 * and each change empties the kept pages it touches (as it should) between two of our requests.
 */
async function fromMemory(path: string) {
  let answer = await twice(path);
  await expect
    .poll(
      async () => {
        answer = await visitor.get(path);
        return answer.headers()["x-page-cache"];
      },
      { message: path },
    )
    .toBe("HIT");
  return answer;
}

test("an anonymous visitor's pages come from memory, compressed, with an ETag", async () => {
  for (const path of ["/", "/vendors", "/category/catering", "/vendor/1", "/vendors?q=mehndi"]) {
    const answer = await fromMemory(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["x-page-cache"], path).toBe("HIT");
    expect(answer.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=30",
    );
    expect(answer.headers().vary).toBe("Accept-Encoding, Cookie");
    // The kept copy's tag answers 304 (asked again with the newest tag if a change came between).
    await expect
      .poll(
        async () => {
          const { etag } = (await fromMemory(path)).headers();
          return (await visitor.get(path, { headers: { "If-None-Match": etag } })).status();
        },
        { message: path },
      )
      .toBe(304);
  }
  const brotli = await visitor.get("/vendors", { headers: { "Accept-Encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
});

test("a page from memory runs under a strict policy of script hashes and hydrates", async ({
  page,
}) => {
  await twice("/vendors");
  const answer = await page.goto("/vendors");
  expect(answer?.headers()["x-page-cache"]).toBe("HIT");
  const policy = answer?.headers()["content-security-policy"] ?? "";
  const scripts = policy.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
  expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(scripts).not.toContain("unsafe-inline");
  // Hydrated: the client-side router takes over the links (no console error either, checked by
  // the fixture: a script the policy refused would log one).
  await page.getByRole("link", { name: "Categories" }).first().click();
  await expect(page).toHaveURL(/\/categories$/);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
});

test("someone signed in never gets the shared copy", async ({ page }) => {
  await twice("/vendors");
  const email = `cache-${unique()}@example.com`;
  // Signed up (the sign-up form's post) in the page's own browser.
  await signUpCoupleWith(page.request, { email, name: "Kiran Shah" });
  const answer = await page.goto("/vendors");
  expect(answer?.headers()["x-page-cache"]).toBeUndefined();
  expect(answer?.headers()["cache-control"]).toBe("private, no-cache");
  await expect(page.getByRole("button", { name: /Account menu/ }).first()).toBeVisible();
  // And what was made for them is not kept for anyone else.
  const shared = await visitor.get("/vendors");
  expect(await shared.text()).not.toContain("Kiran Shah");
  expect(await shared.text()).not.toContain(email);
});

test("a toast meant for one visitor is never shown to another", async ({ baseURL }) => {
  // A visitor's heart, posted without JavaScript, sends them to log in with a toast (a cookie).
  const hearted = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL ?? "" },
  });
  const refused = await hearted.post("/shortlist", {
    form: { vendorId: "1", intent: "add", redirectTo: "/vendors" },
  });
  expect(refused.url()).toMatch(/\/login\?returnUrl=/);
  const loginPage = new URL(refused.url()).pathname + new URL(refused.url()).search;
  expect(await refused.text()).toContain("Please login to shortlist vendors");
  expect(refused.headers()["x-page-cache"]).toBeUndefined();
  await hearted.dispose();

  // Anyone else on the same page sees no toast, from memory or not.
  for (const answer of [await visitor.get(loginPage), await visitor.get(loginPage)]) {
    expect(await answer.text()).not.toContain("Please login to shortlist vendors");
  }
  expect((await visitor.get(loginPage)).headers()["x-page-cache"]).toBe("HIT");
});

test("an approved listing shows at once on pages kept in memory", async ({ page }) => {
  const name = `Cache Dhol ${unique()}`;
  const search = `/vendors?q=${encodeURIComponent(name)}`;
  // The listing's card: its name as a link (the search box also holds the name).
  const card = `>${name}</a>`;
  const before = await twice(search);
  expect(before.headers()["x-page-cache"]).toBe("HIT");
  expect(await before.text()).not.toContain(card);

  // A couple submits a listing (Add Business's post); the admin approves it.
  await newPendingListing({ name });

  // Pending: still not public, and the kept copy was correct to keep.
  expect(await (await visitor.get(search)).text()).not.toContain(card);

  await loginAs(page, "admin", /\/admin$/);
  await page.goto(`/admin?tab=businesses&status=pending&q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(page, "Business approved");

  const after = await visitor.get(search);
  expect(await after.text()).toContain(card);
  expect(after.headers()["x-page-cache"]).not.toBe("HIT");
});
