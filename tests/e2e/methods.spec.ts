import { expect, test } from "./fixtures";
import { DEMO, loginAs } from "./people";
import { newPendingListing } from "./world";

// Methods a route does not take are answered 405 by the production server before any route
// code runs (server/allowed-methods.ts), and the session read carries no token (issue 11,
// fault 9). The pending listing is this test's own, so nobody else decides it.
const ADMIN = DEMO.admin;

test("methods a route does not take get 405 with Allow, and change nothing", async ({
  page,
  baseURL,
}) => {
  const { id: PENDING_VENDOR } = await newPendingListing();
  await loginAs(page, "admin", /\/admin$/);
  const origin = new URL(baseURL ?? "").origin;

  for (const method of ["DELETE", "PUT", "PATCH"]) {
    const response = await page.request.fetch("/admin", {
      method,
      headers: { Origin: origin },
      form: { intent: "approve", id: String(PENDING_VENDOR) },
      maxRedirects: 0,
    });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST");
  }
  // Still pending: a visitor cannot see it.
  const visitor = await page.context().browser()?.newContext();
  const hidden = await visitor?.request.get(`${origin}/vendor/${PENDING_VENDOR}`);
  expect(hidden?.status()).toBe(404);
  await visitor?.close();

  const trace = await page.request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD");

  // A page without an action takes no POST either; one with an action still does.
  const noAction = await page.request.post("/vendors", {
    headers: { Origin: origin },
    form: { intent: "x" },
    maxRedirects: 0,
  });
  expect(noAction.status()).toBe(405);
  expect(noAction.headers().allow).toBe("GET, HEAD");
  const options = await page.request.fetch("/login", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, POST");

  const session = await page.request.get("/api/auth/get-session");
  expect(session.status()).toBe(200);
  const body = await session.json();
  expect(body.user.email).toBe(ADMIN.email);
  expect(JSON.stringify(body)).not.toMatch(/"token"/);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith("session_token"))?.value ?? "";
  expect(token.length).toBeGreaterThan(10);
  expect(JSON.stringify(body)).not.toContain(decodeURIComponent(token).split(".")[0]);
});
