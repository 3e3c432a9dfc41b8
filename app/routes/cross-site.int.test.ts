import { beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { postToEveryAction, rootMiddleware } from "../../tests/support/route-actions";
import { logInEveryRole, post, rowCounts, run, type Who } from "../../tests/support/routes";

let cookies: Record<Who, string>;
beforeAll(async () => {
  cookies = await logInEveryRole(
    { email: "cross-site-admin@saath.example", password: "Cross!2027", name: "Cross Site" },
    "198.51.100.7",
  );
});

describe("cross-site writes", () => {
  it("are refused by the root route's middleware, which runs before every action", async () => {
    expect(await rootMiddleware()).toContain(refuseCrossSiteWrites);
  });

  it("get 403 from every action, even with the main admin's session, and change nothing", () =>
    postToEveryAction(rowCounts, async ({ file, url, action }) => {
      const outcome = await run(
        action,
        post(
          url,
          { intent: "approve", id: "1", vendorId: "1", email: "someone@example.com" },
          { cookie: cookies.mainAdmin, origin: "https://evil.example" },
        ),
      );
      expect(outcome.status, file).toBe(403);
    }));
});
