/**
 * A frozen database (it stays connected and answers nothing: tests/support/outage.ts), on
 * PGlite and on PostgreSQL. Loaders must answer rather than hang: a public page from its last
 * good copy or as a 503 with Retry-After, and a page that needs a signed-in user as a 503 that
 * says the account is briefly unavailable, without sending them to log in or touching their
 * session cookie. When the database answers again, the same session works.
 *
 * No timings are asserted: before the time limits these loaders never returned, and the
 * tests' own time limit (below) fails them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { UNAVAILABLE_MESSAGES } from "~/lib/unavailable";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { type Freeze, freezeDatabase } from "../../tests/support/outage";
import { get, logIn, type Outcome, post, run } from "../../tests/support/routes";

const LIMIT = { timeout: 60_000 };

/** The cookie header without better-auth's signed copy of the session. */
const withoutCopy = (cookie: string) =>
  cookie
    .split("; ")
    .filter((part) => !part.includes("session_data"))
    .join("; ");

/** Whether a response sets (or clears) either of better-auth's session cookies. */
function touchesSession(outcome: Outcome) {
  return outcome.headers.getSetCookie().some((line) => /session_(token|data)/.test(line));
}

describe("a frozen database", () => {
  let cookie = "";
  let freeze: Freeze | undefined;
  const couple = demoAccounts()[0];

  vi.spyOn(logger, "warn").mockImplementation(() => {});
  vi.spyOn(logger, "error").mockImplementation(() => {});

  const pages = async () => ({
    root: (await import("~/root")).loader,
    vendor: (await import("./vendor")).loader,
    dashboard: (await import("./dashboard")).loader,
    profile: (await import("./profile")).loader,
  });

  beforeAll(async () => {
    cookie = await logIn(couple.email, couple.password, "198.51.100.40");
    // better-auth's signed copy of the session comes with the log-in.
    expect(cookie).toContain("session_data");
    const { vendor, dashboard } = await pages();
    // The vendor page is read once, so the server holds its last good copy.
    const page = await run(vendor, get("/vendor/29"), { params: { vendorId: "29" } });
    expect(page.data).toMatchObject({ connectionIssue: false, vendor: { id: 29 } });
    expect((await run(dashboard, get("/dashboard", cookie))).status).toBe(200);
    freeze = await freezeDatabase();
  });

  afterAll(async () => {
    await freeze?.thaw();
  });

  it("a vendor page with a last good copy is served from it, with the notice", LIMIT, async () => {
    const { vendor } = await pages();
    const page = await run(vendor, get("/vendor/29"), { params: { vendorId: "29" } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ connectionIssue: true, vendor: { id: 29 } });
  });

  it("a vendor page without a copy answers 503 with Retry-After", LIMIT, async () => {
    const { vendor } = await pages();
    const page = await run(vendor, get("/vendor/31"), { params: { vendorId: "31" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("60");
    expect(page.data).toMatchObject({ vendor: null, loadError: true });
  });

  it(
    "a signed-in page answers 503 'account briefly unavailable', keeping the session",
    LIMIT,
    async () => {
      const { dashboard, profile } = await pages();
      for (const [loader, path] of [
        [dashboard, "/dashboard"],
        [profile, "/profile"],
      ] as const) {
        const outcome = await run(loader, get(path, cookie));
        expect(outcome.status).toBe(503);
        expect(outcome.location).toBeNull();
        expect(outcome.headers.get("retry-after")).toBe("60");
        expect(outcome.data).toEqual({ text: UNAVAILABLE_MESSAGES.account });
        expect(touchesSession(outcome)).toBe(false);
      }
      // Without the signed copy the answer is the same: unknown is not logged out.
      const bare = await run(dashboard, get("/dashboard", withoutCopy(cookie)));
      expect(bare.status).toBe(503);
      expect(touchesSession(bare)).toBe(false);
    },
  );

  it("public pages still know who is signed in, from the cookie's signed copy", LIMIT, async () => {
    const { root, vendor } = await pages();
    const layout = await run(root, get("/vendor/29", cookie));
    expect(layout.status).toBe(200);
    expect(layout.data).toMatchObject({ user: { email: couple.email } });
    expect(touchesSession(layout)).toBe(false);
    const page = await run(vendor, get("/vendor/29", cookie), { params: { vendorId: "29" } });
    expect(page.data).toMatchObject({ connectionIssue: true, vendor: { id: 29 } });

    // No copy: the page renders for a visitor, and the session cookie is left alone.
    const bare = await run(root, get("/", withoutCopy(cookie)));
    expect(bare.status).toBe(200);
    expect(bare.data).toMatchObject({ user: null });
    expect(touchesSession(bare)).toBe(false);
  });

  it(
    "a form posted while frozen answers 503 with what was typed, never a password",
    LIMIT,
    async () => {
      const login = (await import("./login")).action;
      const loggingIn = await run(
        login,
        post("/login", { email: couple.email, password: couple.password }),
      );
      expect(loggingIn.status).toBe(503);
      expect(loggingIn.data).toMatchObject({ outage: true, values: { email: couple.email } });
      expect(Object.values(UNAVAILABLE_MESSAGES)).toContain(loggingIn.data?.formError);
      expect(JSON.stringify(loggingIn.data)).not.toContain(couple.password);

      const profile = (await import("./profile")).action;
      const saving = await run(profile, post("/profile", { name: "Asha Kaur" }, { cookie }));
      expect(saving.status).toBe(503);
      expect(saving.headers.get("retry-after")).toBe("60");
      expect(saving.data).toMatchObject({
        outage: true,
        formError: UNAVAILABLE_MESSAGES.account,
        values: { name: "Asha Kaur" },
      });
      expect(touchesSession(saving)).toBe(false);
    },
  );

  it("after the database answers again, the same session works", LIMIT, async () => {
    await freeze?.thaw();
    freeze = undefined;
    const { dashboard, vendor } = await pages();
    // The application tries the database again a moment after an outage; wait for that.
    await vi.waitFor(
      async () => expect((await run(dashboard, get("/dashboard", cookie))).status).toBe(200),
      { timeout: 45_000, interval: 250 },
    );
    const outcome = await run(dashboard, get("/dashboard", withoutCopy(cookie)));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ email: couple.email });
    const page = await run(vendor, get("/vendor/29"), { params: { vendorId: "29" } });
    expect(page.data).toMatchObject({ connectionIssue: false, vendor: { id: 29 } });
  });
});
