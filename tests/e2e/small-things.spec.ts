import { expect, expectAccessible, openPage, test } from "./fixtures";
import { leave, logIn, snap, unique } from "./people";
import { newOwnedListing, postForm, signUpCoupleWith } from "./world";

// Issue 31, "Smaller things a user noticed". The CSV import's words are in admin.spec.ts, the
// Pending badge and the testimonial in their integration and unit tests.

test("a signed-in couple's vendor page hydrates without a mismatch, its heart on @mobile", async ({
  page,
  consoleErrors,
}) => {
  const { id } = await newOwnedListing();
  await signUpCoupleWith(page.request, { email: unique("hydrate"), name: "Nisha Rao" });
  await page.goto(`/vendor/${id}`);
  await page.getByRole("button", { name: /^Shortlist / }).click();
  await expect(page.getByRole("button", { name: /^Shortlist / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Loaded afresh, signed in and hearted: the server's markup is what the browser renders.
  await page.reload();
  await expect(page.getByRole("button", { name: "Contact Business" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});

test("on a closed thread the vendor no longer sees Update status or Report as spam", async ({
  page,
}) => {
  const { id: OWNED, owner } = await newOwnedListing();
  const coupleName = `Ira ${Math.random().toString(36).slice(2, 7)}`;
  await signUpCoupleWith(page.request, { email: unique("closer"), name: coupleName });
  const sent = await postForm(page.request, `/vendor/${OWNED}/enquire`, {
    events: "Wedding",
    message: "Hello! Are you free for our wedding next summer? We are 200 guests.",
    phone: "07700 900123",
    guestCount: "200",
    clientKey: crypto.randomUUID(),
  });
  const thread = sent.headers().location ?? "";
  expect(thread).toMatch(/\/dashboard\/enquiries\/\d+$/);
  const id = thread.split("/").pop();
  // The couple closes it.
  await page.goto(thread);
  await page.getByRole("button", { name: "Close enquiry" }).click();
  await expect(page.getByText("Enquiry closed", { exact: true })).toBeVisible();

  await leave(page);
  await logIn(
    page,
    owner.email,
    owner.password,
    `/login?returnUrl=%2Fbusiness%2Fenquiries%2F${id}`,
  );
  await expect(page.getByText(/This enquiry was closed on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Update status" })).toHaveCount(0);
  await expect(page.getByText("Report as spam")).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "closed-thread-vendor");
});

test("'asian caterers birmingham' finds the caterers in Birmingham @mobile", async ({ page }) => {
  await openPage(page, "/vendors?q=asian+caterers+birmingham", "Find Wedding Vendors");
  const names = page.locator("article.vendor-card h3");
  await expect(names.first()).toBeVisible();
  await expect(names).toContainText(["Sparkhill Halal Kitchen"]);
  for (const place of await page
    .locator("article.vendor-card .vendor-card-place")
    .allTextContents()) {
    expect(place).toContain("Birmingham");
  }
  await expectAccessible(page);
  await snap(page, "search-asian-caterers", "view");
});

test("an empty radius search offers to widen it to 25 miles @mobile", async ({ page }) => {
  await openPage(page, "/category/catering?postcode=CV1+1AA&radius=5", "Browse Caterers");
  await expect(page.getByText("No vendors match your current filters.")).toBeVisible();
  const widen = page.getByRole("link", { name: "Widen to 25 miles" });
  await expect(widen).toHaveAttribute("href", "/category/catering?postcode=CV1+1AA&radius=25");
  await expect(page.getByRole("link", { name: "Clear Filters" }).last()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "widen-radius", "view");
  await widen.click();
  await expect(page).toHaveURL(/radius=25/);
  await expect(page.locator("article.vendor-card").first()).toBeVisible();
});
