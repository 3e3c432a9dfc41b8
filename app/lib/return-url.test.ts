import { describe, expect, it } from "vitest";
import {
  destinationFor,
  loginUrlFor,
  normaliseRole,
  safeReturnPath,
  safeReturnUrl,
  sameSitePath,
} from "./return-url";

const ORIGIN = "https://saath.example";

/**
 * Known ways to write "go to another site" that a check of the raw text misses: dot segments
 * that normalise to `//host`, back-slashes (read as "/"), encoded dots, tabs and new lines
 * (dropped by URL parsers), user-info `@`, and other schemes.
 */
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "////evil.example/phish",
  "/.//evil.example/phish",
  "/./../..//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "/a/%2e%2e//evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\tevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "//evil.example@saath.example",
  "//saath.example@evil.example/",
  "@evil.example",
  "evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "/\u0000//evil.example",
];

describe("sameSitePath (the one check behind every redirect)", () => {
  it.each(BYPASSES)("never leaves the site for %j", (input) => {
    const path = sameSitePath(input);
    if (path === null) return;
    // Whatever is kept is a path that stays on this site however it is read again.
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toMatch(/[\\\s]/);
  });

  it.each(BYPASSES)("refuses %j outright", (input) => {
    expect(sameSitePath(input)).toBeNull();
    expect(safeReturnUrl(input)).toBeNull();
    expect(safeReturnPath(input)).toBe("/dashboard");
  });

  it("keeps encoded slashes as one harmless segment, and normalises harmless dots", () => {
    for (const [input, kept] of [
      ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
      ["/%5Cevil.example", "/%5Cevil.example"],
      ["/vendor/./12", "/vendor/12"],
      ["/@evil.example", "/@evil.example"],
      ["/ //evil.example", "/%20//evil.example"],
      ["/a/../vendor/12?x=//evil.example", "/vendor/12?x=//evil.example"],
    ]) {
      expect(sameSitePath(input), input).toBe(kept);
    }
  });
});

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
    expect(loginUrlFor("/account")).toBe("/login?returnUrl=/account");
    expect(loginUrlFor("/")).toBe("/login");
  });

  it("leaves the slashes of the page as the spec writes them, and escapes the rest", () => {
    // Spec, Add business: "a redirect to /login?returnUrl=/add-business/{category}".
    expect(loginUrlFor("/add-business/catering")).toBe("/login?returnUrl=/add-business/catering");
    const withSearch = loginUrlFor("/vendors?q=mehndi+artist&page=2");
    expect(withSearch).toBe("/login?returnUrl=/vendors%3Fq%3Dmehndi%2Bartist%26page%3D2");
    // Read back as any browser or server reads a query, it is the same page.
    const back = new URL(withSearch, "https://saath.invalid").searchParams.get("returnUrl");
    expect(back).toBe("/vendors?q=mehndi+artist&page=2");
    // A "%2F" the visitor typed stays theirs: its "%" is escaped, so it is not read as a slash.
    const typed = loginUrlFor("/vendors?q=a%2Fb");
    expect(new URL(typed, "https://saath.invalid").searchParams.get("returnUrl")).toBe(
      "/vendors?q=a%2Fb",
    );
  });
});
