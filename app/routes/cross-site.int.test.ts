import { beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { logInEveryRole, post, rowCounts, run, type Who } from "../../tests/support/routes";

// Every route module that can be posted to.
const modules = import.meta.glob<{ action?: (args: never) => unknown }>(
  ["./*.ts", "./*.tsx", "!./*.test.ts"],
  {
    eager: true,
  },
);
const actions = Object.entries(modules).filter(([, module]) => typeof module.action === "function");

let cookies: Record<Who, string>;
beforeAll(async () => {
  cookies = await logInEveryRole(
    { email: "cross-site-admin@saath.example", password: "Cross!2027", name: "Cross Site" },
    "198.51.100.7",
  );
});

describe("cross-site writes", () => {
  it("are refused by the root route's middleware, which runs before every action", async () => {
    const root = await import("~/root");
    expect(root.middleware).toContain(refuseCrossSiteWrites);
  });

  it("get 403 from every action, even with the main admin's session, and change nothing", async () => {
    expect(actions.length).toBeGreaterThanOrEqual(15);
    const before = await rowCounts();
    for (const [file, module] of actions) {
      const path = `/${file
        .replace(/^\.\//, "")
        .replace(/\.tsx?$/, "")
        .replaceAll(".", "/")}`;
      const outcome = await run(
        module.action as never,
        post(
          path,
          { intent: "approve", id: "1", vendorId: "1", email: "someone@example.com" },
          { cookie: cookies.mainAdmin, origin: "https://evil.example" },
        ),
      );
      expect(outcome.status, file).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });
});
