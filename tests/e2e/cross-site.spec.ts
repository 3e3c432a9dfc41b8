import { expect, test } from "./fixtures";

// Every URL with an action, posted from another site against the real production server: the
// root middleware answers 403 before any action runs. (The integration suite checks the same
// through the route modules, with a logged-in admin, and that nothing changed.)
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
    expect(response.status(), url).toBe(403);
  }
});
