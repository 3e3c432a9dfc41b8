import { describe, expect, it } from "vitest";
import * as claim from "~/routes/claim";
import * as login from "~/routes/login";
import * as shortlist from "~/routes/shortlist";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { attemptLogIn } from "../../../tests/support/accounts";
import { BASE, get, post, run } from "../../../tests/support/routes";
import { sessionCookieFor } from "../../../tests/support/users";
import { insertTestVendor } from "../../../tests/support/vendors";

// Every redirect whose target a visitor can write goes through one check of the final,
// normalised URL (return-url.ts `sameSitePath`). Issue 11, fault 1.
const ESCAPES = ["/.//evil.example", "/..//evil.example/phish", "/%2e%2e//evil.example"];

/** Where a browser would go for this Location (or meta refresh), from a page on this site. */
const landsOn = (target: string | null | undefined) => new URL(target ?? "", `${BASE}/vendor/1`);

function expectStaysHere(target: string | null | undefined) {
  expect(target).toBeTruthy();
  const url = landsOn(target);
  expect(url.origin).toBe(BASE);
  // A path that normalises to `//host` is another site the moment it is re-used as a URL.
  expect(url.pathname.startsWith("//")).toBe(false);
}

/** The demo couple's session cookie. */
async function coupleCookie() {
  const [couple] = demoAccounts();
  return sessionCookieFor(couple.email, couple.password);
}

/** A new listing, named `label` and a few random letters. */
const listingNamed = (label: string) =>
  insertTestVendor({
    name: `${label} ${crypto.randomUUID().slice(0, 6)}`,
    categoryId: "venues",
    location: "Leicester",
  });

describe("redirects with a visitor-supplied target stay on this site", () => {
  it.each(ESCAPES)(
    "POST /claim with redirectTo=%s answers a same-site Location",
    async (target) => {
      const cookie = await coupleCookie();
      const vendorId = await listingNamed("Redirect");
      const outcome = await run(
        claim.action,
        post("/claim", { vendorId: String(vendorId), redirectTo: target }, { cookie }),
      );
      expect(outcome.status).toBe(303);
      expectStaysHere(outcome.location);
    },
  );

  it.each(ESCAPES)(
    "POST /shortlist with redirectTo=%s goes back to a same-site page",
    async (target) => {
      const cookie = await coupleCookie();
      const vendorId = await listingNamed("Heart");
      const fields = { vendorId: String(vendorId), intent: "add", redirectTo: target };
      const outcome = await run(shortlist.action, post("/shortlist", fields, { cookie }));
      expect(outcome.status).toBe(303);
      expectStaysHere(outcome.location);
      // Back to the dashboard, or first to "For which event?" (the demo couple has several
      // events), which then goes back to the dashboard: never to the visitor's target.
      const location = new URL(outcome.location ?? "", BASE);
      const next = location.searchParams.get("redirectTo") ?? location.pathname;
      expectStaysHere(next);
      expect(next).toBe("/dashboard");
      // A visitor is sent to log in, and the remembered page is checked the same way.
      const visitor = await run(shortlist.action, post("/shortlist", fields));
      expectStaysHere(visitor.location);
      const returnUrl = new URL(visitor.location ?? "", BASE).searchParams.get("returnUrl");
      if (returnUrl) expectStaysHere(returnUrl);
    },
  );

  it.each(ESCAPES)(
    "a logged-in visit to /login?returnUrl=%s moves on to a same-site page",
    async (target) => {
      const cookie = await coupleCookie();
      const outcome = await run(
        login.loader,
        get(`/login?returnUrl=${encodeURIComponent(target)}`, cookie),
      );
      // The page's script navigates there, and its <noscript> meta refresh too.
      expectStaysHere(outcome.data?.redirectTo as string);
      expect(outcome.data?.redirectTo).toBe("/dashboard");
      expect(outcome.data?.returnUrl).toBeNull();
    },
  );

  it.each(ESCAPES)("logging in with returnUrl=%s lands on the role's own page", async (target) => {
    const [couple] = demoAccounts();
    const outcome = await attemptLogIn(couple.email, couple.password, { returnUrl: target });
    expect(outcome.status).toBe(200);
    expect(outcome.data?.redirectTo).toBe("/dashboard");
  });
});
