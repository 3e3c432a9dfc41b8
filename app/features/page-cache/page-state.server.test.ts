import { describe, expect, it } from "vitest";
import { markNotShareable, sharedPagePolicy } from "./page-state.server";
import { PRIVATE_PAGE, PUBLIC_PAGE } from "./public-page";

/** Runs the root middleware around a pretend page that a public route offered to share. */
async function policyFor(
  request: Request,
  page: { status?: number; cookie?: string; during?: () => void } = {},
) {
  const next = async () => {
    await Promise.resolve();
    page.during?.();
    const headers = new Headers({ "Cache-Control": PUBLIC_PAGE });
    if (page.cookie) headers.append("Set-Cookie", page.cookie);
    return new Response("<p>page</p>", { status: page.status ?? 200, headers });
  };
  const args = { request, params: {}, context: {}, unstable_pattern: "/" } as unknown as Parameters<
    typeof sharedPagePolicy
  >[0];
  const response = (await sharedPagePolicy(args, next)) as Response;
  return response.headers.get("Cache-Control");
}

const visit = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/vendors", { headers });

describe("whether a public page may be shared", () => {
  it("stays shareable for a visitor without a cookie", async () => {
    expect(await policyFor(visit())).toBe(PUBLIC_PAGE);
  });

  it("is private for anyone with a cookie: a session or a toast", async () => {
    expect(await policyFor(visit({ Cookie: "better-auth.session_token=abc" }))).toBe(PRIVATE_PAGE);
    expect(await policyFor(visit({ Cookie: "toast=xyz" }))).toBe(PRIVATE_PAGE);
  });

  it("is private when the page sets a cookie, fails, or was made while a read failed", async () => {
    expect(await policyFor(visit(), { cookie: "toast=; Max-Age=0" })).toBe(PRIVATE_PAGE);
    expect(await policyFor(visit(), { status: 404 })).toBe(PRIVATE_PAGE);
    expect(await policyFor(visit(), { during: markNotShareable })).toBe(PRIVATE_PAGE);
  });

  it("is private for a form post", async () => {
    const post = new Request("http://localhost/contact", { method: "POST", body: "a=b" });
    expect(await policyFor(post)).toBe(PRIVATE_PAGE);
  });
});
