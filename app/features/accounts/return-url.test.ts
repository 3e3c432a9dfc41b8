import { describe, expect, it } from "vitest";
import { destinationFor, loginUrlFor, normaliseRole, safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/vendor/12?tab=reviews#top", "/vendor/12?tab=reviews#top"],
    ["/add-business/catering", "/add-business/catering"],
    // Still encoded, so it stays one harmless path on this site.
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([
    null,
    "",
    "dashboard",
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\r\nSet-Cookie:x",
    "javascript:alert(1)",
    "/\tevil",
    "/login",
    "/logout",
    "/signup?x=1",
  ])("ignores %j", (input) => {
    expect(safeReturnUrl(input)).toBeNull();
  });
});

describe("role destinations", () => {
  it("sends admin to /admin, business to /business and everyone else to /dashboard", () => {
    expect(destinationFor("admin")).toBe("/admin");
    expect(destinationFor("business")).toBe("/business");
    expect(destinationFor("user")).toBe("/dashboard");
    expect(destinationFor("superuser")).toBe("/dashboard");
  });

  it("treats unknown roles as user", () => {
    expect(normaliseRole("owner")).toBe("user");
    expect(normaliseRole(null)).toBe("user");
  });

  it("builds the login URL that remembers the page", () => {
    expect(loginUrlFor("/account")).toBe("/login?returnUrl=%2Faccount");
    expect(loginUrlFor("/")).toBe("/login");
  });
});
