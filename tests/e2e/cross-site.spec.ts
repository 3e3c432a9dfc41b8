import { expect, test } from "./fixtures";

// Every URL with an action, posted from another site against the real production server. React
// Router's own CSRF check answers a cross-origin document POST with 400 before any route code
// runs; what gets past it (or runs without it) meets the root middleware's 403. Either way the
// action never runs. (The integration suite checks the middleware through every route module,
// with the main admin's session, and that nothing changed.)
const ACTION_URLS = [
  "/login",
  "/signup",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/account",
  "/profile",
  "/admin",
  "/admin/profile",
  "/logout",
  "/add-business",
  "/contact",
  "/newsletter/subscribe",
  "/api/visit",
  "/shortlist",
  "/claim",
];

test("a cross-site post to any action is refused with 403", async ({ request }) => {
  for (const url of ACTION_URLS) {
    const response = await request.post(url, {
      form: { intent: "x", email: "someone@example.com" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect([400, 403], url).toContain(response.status());
  }
});
