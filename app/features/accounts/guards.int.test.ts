import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import * as account from "~/routes/account";
import * as admin from "~/routes/admin";
import * as adminProfile from "~/routes/admin-profile";
import * as business from "~/routes/business";
import * as login from "~/routes/login";
import * as logout from "~/routes/logout";
import * as profile from "~/routes/profile";
import * as signup from "~/routes/signup";
import { demoAccounts } from "~/startup/demo-accounts.server";
import { changePassword } from "../../../tests/support/accounts";
import {
  BASE,
  get,
  type Handler,
  logIn,
  logInEveryRole,
  post,
  run,
  type Who,
} from "../../../tests/support/routes";
import { requireBusiness, requireMainAdmin } from "./guards.server";
import { getOptionalUser } from "./session.server";

let cookies: Record<Who, string>;
const OTHER_ADMIN = { email: "other-admin@saath.example", password: "Other!2027" };

async function nameOf(email: string) {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.email, email));
  return row?.name;
}

beforeAll(async () => {
  cookies = await logInEveryRole({ ...OTHER_ADMIN, name: "Other Admin" }, "198.51.100.");
});

const toastOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith("saath_toast="))
    ?.split(";")[0]
    .split("=")[1];

function decodeToast(headers: Headers) {
  const value = toastOf(headers);
  if (!value) return null;
  const json = Buffer.from(decodeURIComponent(value).split(".")[0], "base64").toString("utf8");
  return (JSON.parse(json) as { __flash_toast__: { title: string; description: string } })
    .__flash_toast__;
}

describe("page guards (loaders)", () => {
  const protectedPages = [
    ["/account", account.loader],
    ["/profile", profile.loader],
    ["/business", business.loader],
    ["/admin", admin.loader],
    ["/admin/profile", adminProfile.loader],
  ] as const;

  it.each(protectedPages)(
    "a visitor on %s is sent to /login with the page remembered",
    async (path, loader) => {
      const outcome = await run(loader, get(path));
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(`/login?returnUrl=${path}`);
    },
  );

  it.each(["couple", "business", "admin", "mainAdmin"] as const)(
    "a logged-in %s can open /account, /profile and /business",
    async (who) => {
      for (const loader of [account.loader, profile.loader, business.loader]) {
        const outcome = await run(loader, get("/x", cookies[who]));
        expect(outcome.status).toBe(200);
      }
    },
  );

  /** Opens `path` as `who` and expects the guard's redirect (302) to `location`. */
  async function expectSentAway(loader: Handler, path: string, who: Who, location: string) {
    const outcome = await run(loader, get(path, cookies[who]));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(location);
    return outcome;
  }

  it.each(["couple", "business"] as const)(
    "a %s on /admin is sent to /dashboard with the Access Denied notice",
    async (who) => {
      const outcome = await expectSentAway(admin.loader, "/admin", who, "/dashboard");
      expect(decodeToast(outcome.headers)).toMatchObject({
        title: "Access Denied: You need administrator privileges to access this page.",
      });
    },
  );

  it.each(["couple", "business"] as const)(
    "a %s on /admin/profile is sent to /profile",
    async (who) => {
      await expectSentAway(adminProfile.loader, "/admin/profile", who, "/profile");
    },
  );

  it("an admin opens /admin; only the main admin gets the user list", async () => {
    const other = await run(admin.loader, get("/admin?tab=users", cookies.admin));
    expect(other.status).toBe(200);
    expect(other.data?.users).toBeNull();
    expect(other.data?.isMainAdmin).toBe(false);
    // The panel loads each tab's data for the selected tab only; the list is on ?tab=users.
    const main = await run(admin.loader, get("/admin?tab=users", cookies.mainAdmin));
    expect(main.status).toBe(200);
    expect(main.data?.isMainAdmin).toBe(true);
    expect((main.data?.users as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(4);
  });

  it("both admins open /admin/profile", async () => {
    for (const who of ["admin", "mainAdmin"] as const) {
      expect((await run(adminProfile.loader, get("/admin/profile", cookies[who]))).status).toBe(
        200,
      );
    }
  });

  it("a logged-in user on /signup goes to their own landing page", async () => {
    const outcome = await run(signup.loader, get("/signup", cookies.business));
    expect(outcome.location).toBe("/business");
  });
});

describe("the business and main-admin guards", () => {
  it("refuses a couple with the business notice and lets a business through", async () => {
    const refused = await run(
      (({ request }: { request: Request }) => requireBusiness(request)) as never,
      get("/somewhere", cookies.couple),
    );
    expect(refused.location).toBe("/dashboard");
    expect(decodeToast(refused.headers)?.title).toBe(
      "Access Denied: You need business privileges to access this page.",
    );
    const allowed = await requireBusiness(get("/somewhere", cookies.business));
    expect(allowed.role).toBe("business");
  });

  it("refuses another admin with 403 and lets the main admin through", async () => {
    const refused = await run(
      (({ request }: { request: Request }) => requireMainAdmin(request)) as never,
      get("/admin", cookies.admin),
    );
    expect(refused.status).toBe(403);
    const allowed = await requireMainAdmin(get("/admin", cookies.mainAdmin));
    expect(allowed.isMainAdmin).toBe(true);
  });
});

describe("write guards (actions): refused writes change nothing", () => {
  it("a visitor posting to /profile is sent to /login and no profile changes", async () => {
    const before = await nameOf("couple@saath.example");
    const outcome = await run(profile.action, post("/profile", { name: "Hacked" }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/login?returnUrl=/profile");
    expect(await nameOf("couple@saath.example")).toBe(before);
  });

  it("a visitor posting to /account is sent to /login", async () => {
    const outcome = await changePassword(undefined, ["x", "Aa1!aaaa", "Aa1!aaaa"]);
    expect(outcome.location).toBe("/login?returnUrl=/account");
  });

  it.each(["couple", "business"] as const)(
    "a %s posting to /admin/profile gets 403 and nothing changes",
    async (who) => {
      const email = who === "couple" ? "couple@saath.example" : "business@saath.example";
      const before = await nameOf(email);
      const outcome = await run(
        adminProfile.action,
        post("/admin/profile", { name: "Not An Admin" }, { cookie: cookies[who] }),
      );
      expect(outcome.status).toBe(403);
      expect(await nameOf(email)).toBe(before);
    },
  );

  it("a cross-site post with a valid session gets 403 and nothing changes", async () => {
    const before = await nameOf("couple@saath.example");
    const outcome = await run(
      profile.action,
      post(
        "/profile",
        { name: "Cross Site", weddingDate: "2099-01-01" },
        { cookie: cookies.couple, origin: "https://evil.example" },
      ),
    );
    expect(outcome.status).toBe(403);
    expect(await nameOf("couple@saath.example")).toBe(before);
  });

  it("each role saves only its own profile", async () => {
    const couple = await run(
      profile.action,
      post(
        "/profile",
        { name: "Priya S", name2: "Rahul P", weddingDate: "2099-06-14", event1: "Mehndi" },
        { cookie: cookies.couple },
      ),
    );
    expect(couple.status).toBe(302);
    expect(await nameOf("couple@saath.example")).toBe("Priya S");
    expect(await nameOf("business@saath.example")).toBe("Arjun Mehta");

    const biz = await run(
      profile.action,
      post(
        "/profile",
        { name: "Arjun M", businessName: "Mehta Photography", businessType: "Photography" },
        { cookie: cookies.business },
      ),
    );
    expect(biz.status).toBe(302);
    expect(await nameOf("business@saath.example")).toBe("Arjun M");

    const adminSave = await run(
      adminProfile.action,
      post("/admin/profile", { name: "Other Admin 2" }, { cookie: cookies.admin }),
    );
    expect(adminSave.status).toBe(302);
    expect(await nameOf(OTHER_ADMIN.email)).toBe("Other Admin 2");
  });

  it("a profile with errors answers 400 with the spec's messages and keeps the typed values", async () => {
    const outcome = await run(
      profile.action,
      post("/profile", { name: "P", weddingDate: "" }, { cookie: cookies.couple }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data?.errors).toMatchObject({
      name: "First name must be at least 2 characters",
      weddingDate: "Please select your wedding date",
    });
    expect((outcome.data?.values as Record<string, string> | undefined)?.name).toBe("P");
  });
});

describe("log-in redirects and log-out", () => {
  it("an already logged-in user on /login is sent on by role, or to a safe returnUrl", async () => {
    expect((await run(login.loader, get("/login", cookies.couple))).data?.redirectTo).toBe(
      "/dashboard",
    );
    expect((await run(login.loader, get("/login", cookies.business))).data?.redirectTo).toBe(
      "/business",
    );
    expect((await run(login.loader, get("/login", cookies.admin))).data?.redirectTo).toBe("/admin");
    expect(
      (await run(login.loader, get("/login?returnUrl=%2Fprofile", cookies.couple))).data
        ?.redirectTo,
    ).toBe("/profile");
    expect(
      (await run(login.loader, get("/login?returnUrl=https%3A%2F%2Fevil.example", cookies.couple)))
        .data?.redirectTo,
    ).toBe("/dashboard");
  });

  it("logout ends the session and always lands on /", async () => {
    const [couple] = demoAccounts();
    const cookie = await logIn(couple.email, couple.password, "198.51.100.9");
    expect(await getOptionalUser(get("/", cookie))).not.toBeNull();
    const outcome = await run(logout.action, post("/logout", {}, { cookie }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(await getOptionalUser(get("/", cookie))).toBeNull();
    // Even without a session (nothing to end) it still lands on /.
    const again = await run(logout.action, post("/logout", {}));
    expect(again.location).toBe("/");
    expect(BASE).toBe("http://localhost:3000");
  });
});
