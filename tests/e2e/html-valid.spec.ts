/**
 * The Nu HTML checker (vnu, the W3C validator's engine: the `vnu-jar` package, run with the
 * machine's Java — `.ci/run` installs Debian's `default-jre-headless`) over the server's HTML of
 * every page in `app/routes.ts`: public, account, the couple's, the business's and the admin's
 * six tabs, with real ids. All pages are written to one folder and checked by one Java start.
 * Errors fail the test; warnings are listed in the output.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectToast, test } from "./fixtures";
import { leave, loginAs, unique } from "./people";
import { type Account, newListing, type Role, signUpBusinessWith, signUpCoupleWith } from "./world";

const VENUE = 73; // a demo venue, only read: the gallery
const ADMIN_TABS = ["businesses", "add-business", "users", "pending", "claims", "analytics"];

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Collects each page's HTML under a readable file name, answering whatever status it has. */
class Pages {
  readonly dir = mkdtempSync(path.join(tmpdir(), "saath-vnu-"));
  readonly files = new Map<string, string>();

  async save(request: APIRequestContext, url: string, status = 200) {
    const response = await request.get(url, { failOnStatusCode: false, maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    expect(response.headers()["content-type"], url).toContain("text/html");
    const html = await response.text();
    const name = `${String(this.files.size).padStart(3, "0")}-${url.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.html`;
    writeFileSync(path.join(this.dir, name), html);
    this.files.set(name, url);
    return html;
  }
}

async function logInAs(page: Page, who: Role | Account) {
  await leave(page);
  await loginAs(page, who);
  await page.goto("/login");
  await expect(page).not.toHaveURL(/\/login/);
}

test("every page is valid HTML: the Nu HTML checker finds no error", async ({ page }) => {
  test.setTimeout(300_000);
  // An unowned listing of this journey's own (the admin's Add Business): its new business
  // claims it, so the reviews and enquiries below touch nothing another spec counts.
  const { id: CLAIMED } = await newListing({ category: "gifting-favours" });
  const pages = new Pages();
  const visitor = page.request;

  // Public pages, as a visitor sees them.
  for (const url of [
    "/",
    "/vendors",
    "/vendors?q=mehndi",
    "/vendors?postcode=LE4+5LN&radius=10",
    "/vendors?page=2",
    "/categories",
    "/category/catering",
    "/category/venues",
    "/category/catering?postcode=LE4+5LN&radius=25",
    `/vendor/${CLAIMED}`,
    `/vendor/${VENUE}`,
    "/add-business",
    "/add-business/catering",
    "/list-your-business",
    "/login",
    "/signup",
    "/register",
    "/forgot-password",
    "/reset-password?token=not-a-real-token",
    "/inspiration",
    "/blog",
    "/blog/1",
    "/blog/2",
    "/blog/6",
    "/about",
    "/contact",
    "/faq",
    "/privacy-policy",
    "/terms",
    "/newsletter/subscribe",
    "/notifications/unsubscribe?token=not-a-real-token",
    "/dev/mail",
  ]) {
    await pages.save(visitor, url);
  }
  for (const url of [
    "/vendor/999999",
    "/blog/3",
    "/no-such-page",
    "/category/no-such-category",
    "/newsletter/confirm?token=not-a-real-token",
  ]) {
    await pages.save(visitor, url, 404);
  }

  // A new couple (the sign-up form's post), then their pages.
  const coupleAccount = await signUpCoupleWith(page.request, { email: unique("valid-html") });
  // Two caterers and the demo business's listing on the shortlist.
  const shortlist = async (heart: Locator) => {
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith("/shortlist") && r.request().method() === "POST",
    );
    await heart.click();
    expect((await saved).ok()).toBe(true);
  };
  await page.goto("/category/catering");
  const hearts = page.getByRole("button", { name: /^Shortlist / });
  for (const n of [0, 1, 2]) await shortlist(hearts.nth(n));
  await page.goto(`/vendor/${CLAIMED}`);
  await shortlist(page.getByRole("button", { name: /^Shortlist / }));
  const couple = page.request;
  for (const url of [
    "/dashboard",
    "/dashboard/plan",
    "/dashboard/enquiries",
    "/dashboard/enquiries/new?category=catering",
    "/profile",
    "/profile/events/new",
    "/account",
    `/shortlist/events/${CLAIMED}`,
    `/vendor/${CLAIMED}/enquire`,
  ]) {
    await pages.save(couple, url);
  }
  // Nobody has answered this couple yet: the review page says why not.
  await pages.save(couple, `/vendor/${CLAIMED}/review`, 403);
  await page.goto("/profile/events/new");
  await page.getByLabel("Kind of event").selectOption({ label: "Mehndi" });
  await page.getByLabel("Date").fill(`${new Date().getFullYear() + 1}-08-12`);
  await page.getByRole("button", { name: "Add event" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const profile = await couple.get("/profile").then((r) => r.text());
  const eventId = profile.match(/href="\/profile\/events\/(\d+)"/)?.[1];
  expect(eventId, "the couple's wedding event").toBeTruthy();
  await pages.save(couple, `/profile/events/${eventId}`);

  // A new business claims the listing, and the admin approves the claim.
  await leave(page);
  const business = await signUpBusinessWith(page.request, unique("valid-html-business"));
  for (const url of ["/dashboard", "/business", "/account"]) await pages.save(page.request, url);
  await page.goto(`/vendor/${CLAIMED}`);
  const listingName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Claim this Business" }).click();
  const claim = page.getByRole("dialog", { name: "Claim this Business" });
  await claim.getByLabel("Your relationship to the business").fill("Owner");
  await claim.getByLabel("Evidence of ownership").fill("Director at Companies House.");
  await claim.getByLabel("Contact number").fill("0116 496 0123");
  await claim.getByRole("button", { name: "Submit Claim" }).click();
  await expectToast(page, "Claim submitted");
  await logInAs(page, "admin");
  await pages.save(page.request, "/admin?tab=claims");
  await page.goto("/admin?tab=claims");
  await page
    .getByTestId("admin-claim")
    .filter({ hasText: listingName })
    .getByRole("button", { name: `Approve claim for ${listingName}` })
    .click();
  await expectToast(page, "Claim approved");

  // The couple's enquiry gives both sides a thread.
  await logInAs(page, coupleAccount);
  await page.goto(`/vendor/${CLAIMED}/enquire`);
  await page.getByLabel("Your message").fill("Hello! Are you free on 14 August next year?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/\d+$/);
  const thread = new URL(page.url()).pathname;
  await pages.save(couple, thread);

  await logInAs(page, business);
  const businessPages = page.request;
  for (const url of [
    "/business",
    `/business/listings/${CLAIMED}`,
    "/business/enquiries",
    thread.replace("/dashboard/", "/business/"),
    `/vendor/${CLAIMED}`,
  ]) {
    await pages.save(businessPages, url);
  }
  await page.goto(thread.replace("/dashboard/", "/business/"));
  await page.getByLabel("Your reply").fill("Yes, we are free that weekend.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Message sent", { exact: true })).toBeVisible();

  // Answered: the couple may review, and the admin sees it waiting.
  await logInAs(page, coupleAccount);
  await pages.save(page.request, `/vendor/${CLAIMED}/review`);
  await sendReview(page, CLAIMED);

  await logInAs(page, "admin");
  for (const tab of ADMIN_TABS) await pages.save(page.request, `/admin?tab=${tab}`);
  await pages.save(page.request, "/admin/profile");
  await page.goto("/admin?tab=pending");
  await page
    .getByTestId("review-to-moderate")
    .filter({ hasText: REVIEW_TITLE })
    .getByRole("button", { name: /^Approve the review/ })
    .click();
  await expect(page.getByText("Review published", { exact: true })).toBeVisible();

  await logInAs(page, business);
  const vendorPage = await pages.save(page.request, `/vendor/${CLAIMED}`);
  const reviewPath = vendorPage.match(/href="(\/business\/reviews\/\d+)"/)?.[1];
  expect(reviewPath, "the owner's link to the review").toBeTruthy();
  await pages.save(page.request, reviewPath ?? "");

  // One Java start for every page.
  const run = spawnSync(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", pages.dir],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.error, "java runs (Debian's default-jre-headless)").toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const where = (m: VnuMessage) =>
    `${pages.files.get(path.basename(m.url ?? "")) ?? m.url}:${m.lastLine ?? "?"}`;
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  const errors = messages.filter((m) => m.type !== "info");
  console.log(
    `Nu HTML checker: ${pages.files.size} pages, ${errors.length} errors, ${warnings.length} warnings${warnings.map((m) => `\n  warning ${where(m)} ${m.message}`).join("")}`,
  );
  expect(
    errors.map((m) => `${where(m)} ${m.message} [${m.extract?.trim() ?? ""}]`),
    `Nu HTML checker errors over ${pages.files.size} pages`,
  ).toEqual([]);
  expect(pages.files.size).toBeGreaterThan(60);
});

const REVIEW_TITLE = `Beautiful favours, on time ${Math.random().toString(36).slice(2, 6)}`;

/** The couple's review of the claimed listing, filled in as a couple would. */
async function sendReview(page: Page, CLAIMED: number) {
  await page.goto(`/vendor/${CLAIMED}/review`);
  const stars = (legend: string, n: number) =>
    page
      .getByRole("group", { name: legend })
      .getByText(`${n} ${n === 1 ? "star" : "stars"}`, { exact: true })
      .click();
  await stars("Overall rating", 5);
  await stars("Quality of service", 5);
  await stars("Value for money", 4);
  await stars("Responsiveness", 5);
  await stars("Professionalism", 5);
  await page.getByLabel("Title").fill(REVIEW_TITLE);
  await page
    .getByLabel("Your review")
    .fill("They answered quickly, packed every favour beautifully and delivered on time.");
  await page.getByLabel("Which event was it for?").fill("Wedding");
  await page.getByLabel("Month of the service").fill("2025-05");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Review sent", { exact: true })).toBeVisible();
}

test("the public pages raise no Content-Security-Policy issue in the browser", async ({ page }) => {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue")
      issues.push(`${page.url()}: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send("Audits.enable");
  for (const url of ["/", "/vendors", `/vendor/${VENUE}`, "/signup"]) {
    await page.goto(url, { waitUntil: "networkidle" });
  }
  expect(issues).toEqual([]);
});
