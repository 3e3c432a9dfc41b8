import type { Page } from "@playwright/test";
import { expect, expectAccessible, openFilters, test } from "./fixtures";
import { snap, unique } from "./people";
import { signUpCoupleWith } from "./world";

/**
 * Issue 14's journey: a couple signs up with a Mehndi and a Nikah on different dates,
 * shortlists a mehndi artist for the Mehndi and a caterer for both, sees both event cards
 * with their vendors and what is missing, filters caterers to Halal within 10 miles of the
 * Nikah's postcode, and prints the plan.
 */

const YEAR = new Date().getFullYear() + 1;

/**
 * The couple signs up with both events typed as the wizard's event fields, through the sign-up
 * form's post (world.ts; the wizard's pages are accounts.spec.ts's), then opens the dashboard.
 */
async function signUpWithEvents(page: Page, email: string) {
  await signUpCoupleWith(page.request, {
    email,
    name: "Zara Khan",
    weddingDate: `${YEAR}-08-15`,
    events: [`Mehndi 12 August ${YEAR}`, `Nikah 14 August ${YEAR} B11 1LH`],
  });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The heart's "For which event?" dialog: tick these events and save. */
async function chooseEvents(page: Page, events: string[]) {
  const dialog = page.getByRole("dialog", { name: "For which event?" });
  await expect(dialog).toBeVisible();
  for (const name of events) await dialog.getByRole("checkbox", { name }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Saved for the events you chose.").first()).toBeVisible();
}

test("a couple plans a Mehndi and a Nikah, shortlists per event, filters and prints @mobile", async ({
  page,
}) => {
  await signUpWithEvents(page, unique("events"));
  const mehndiCard = page.getByRole("region", { name: "Mehndi", exact: true });
  const nikahCard = page.getByRole("region", { name: "Nikah", exact: true });
  await expect(mehndiCard.getByText(`12 August ${YEAR}`)).toBeVisible();
  await expect(nikahCard.getByText(`14 August ${YEAR}`)).toBeVisible();
  await expect(nikahCard.getByText("B11 1LH")).toBeVisible();
  await expect(mehndiCard.getByText(/days to go$/)).toBeVisible();

  // Caterers: Halal, within 10 miles of the Nikah's postcode, from the filter panel.
  await page.goto("/category/catering");
  const panel = await openFilters(page);
  await panel.getByLabel("Postcode").fill("B11 1LH");
  await panel.getByLabel("Search radius").fill("10");
  await panel.locator("summary", { hasText: "Dietary options" }).click();
  await panel.getByRole("checkbox", { name: "Halal" }).check();
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/diet=Halal/);
  await expect(page).toHaveURL(/radius=10/);
  await expect(page.getByRole("link", { name: "Clear Filters" })).toBeVisible();
  await expect(page.getByTestId("why-it-matches").first()).toHaveText(/Halal/);
  await expectAccessible(page);
  await snap(page, "events-halal-caterers");
  await page.getByRole("button", { name: "Shortlist Sparkhill Halal Kitchen" }).click();
  await chooseEvents(page, ["Mehndi", "Nikah"]);

  // A mehndi artist for the Mehndi only.
  await page.goto("/category/mehndi-artists");
  const heart = page.getByRole("button", { name: /^Shortlist / }).first();
  const artist = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Shortlist /, "");
  await heart.click();
  await chooseEvents(page, ["Mehndi"]);

  await page.goto("/dashboard");
  await expect(mehndiCard.getByRole("link", { name: artist })).toBeVisible();
  await expect(mehndiCard.getByRole("link", { name: "Sparkhill Halal Kitchen" })).toBeVisible();
  await expect(nikahCard.getByRole("link", { name: "Sparkhill Halal Kitchen" })).toBeVisible();
  await expect(nikahCard.getByRole("link", { name: artist })).toHaveCount(0);
  // What is missing links to the category near the event's postcode.
  await expect(
    nikahCard.getByRole("link", {
      name: "Find Priests & Ceremonial Services for Nikah near B11 1LH",
    }),
  ).toHaveAttribute("href", "/category/priests?postcode=B11+1LH&radius=10");
  await expect(mehndiCard.getByRole("link", { name: /^Find Caterers/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "My Shortlisted Vendors" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "events-dashboard");

  // The printable plan, with the vendors' contact details and no site chrome in print.
  await page.getByRole("link", { name: "Print plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /our wedding plan$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nikah" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Sparkhill Halal Kitchen" }).first()).toBeVisible();
  await expect(page.getByText(/hello@sparkhill-halal-kitchen\.example/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByTestId("confirm-email-banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await snap(page, "events-plan-print");
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
});
