import { describe, expect, it } from "vitest";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { get, run } from "../../tests/support/routes";
import { sessionCookieFor } from "../../tests/support/users";
import * as auth from "./api.auth";

// Issue 11, fault 9: the session read tells a script who is logged in, never the session token.
describe("GET /api/auth/get-session", () => {
  it("answers the user and session without the token anywhere", async () => {
    const [couple] = demoAccounts();
    const cookie = await sessionCookieFor(couple.email, couple.password);
    const token = decodeURIComponent(cookie.split("session_token=")[1] ?? "").split(".")[0];
    expect(token.length).toBeGreaterThan(10);

    const outcome = await run(auth.loader, get("/api/auth/get-session", cookie));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ user: { email: couple.email } });
    expect(outcome.data?.session).toMatchObject({ expiresAt: expect.any(String) });
    const text = JSON.stringify(outcome.data);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"token"/);
  });

  it("answers null for a visitor", async () => {
    const outcome = await run(auth.loader, get("/api/auth/get-session"));
    expect(outcome.status).toBe(200);
    expect(outcome.data).toBeNull();
  });
});
