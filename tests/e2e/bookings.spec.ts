import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { latestEmail, leave, loginAs, snap, unique } from "./people";
import { type Account, newOwnedListing, postForm, signUpCoupleWith } from "./world";

// Quotes, bookings and reviews that follow them (issue 30). The couple's events are a few weeks
// past, so that the review at the end comes after the last booked event, as the rule asks.

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const MEHNDI = day(-30);
const RECEPTION = day(-28);
const VALID_UNTIL = day(60);

async function logInAs(page: Page, who: Account | "admin") {
  await leave(page);
  await loginAs(page, who);
  await page.goto("/login");
  await expect(page).not.toHaveURL(/\/login/);
}

/** The couple's enquiry from the vendor's own enquiry page: both events, each with its details. */
async function enquire(page: Page, vendorId: number) {
  await page.goto(`/vendor/${vendorId}/enquire`);
  await page.getByRole("checkbox", { name: "Mehndi" }).check();
  await page.getByRole("checkbox", { name: "Reception" }).check();
  const other = page.getByRole("checkbox", { name: "Other" });
  if (await other.isChecked()) await other.uncheck();
  const mehndi = page.getByRole("group", { name: "Mehndi", exact: true });
  await expect(mehndi.getByLabel("Date", { exact: true })).toHaveValue(MEHNDI);
  await mehndi.getByLabel(/^Guests/).fill("120");
  const reception = page.getByRole("group", { name: "Reception", exact: true });
  await reception.getByLabel(/^Guests/).fill("300");
  await reception.getByLabel(/^Postcode/).fill("LE4 5AS");
  await page
    .getByLabel("Your message")
    .fill("We would love a quote for our Mehndi lunch and our Reception dinner, all vegetarian.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** The vendor's quote in the thread: a line for each event, a deposit and a valid-until date. */
async function sendQuote(
  page: Page,
  enquiryId: number,
  prices: { mehndi: string; reception: string; deposit: string },
) {
  await page.goto(`/business/enquiries/${enquiryId}`);
  await page.getByText("Write a quote").click();
  const line = (n: number) =>
    page.getByRole("listitem").filter({ has: page.getByText(`Line ${n}`, { exact: true }) });
  await line(1).getByLabel("Item").fill("Vegetarian lunch buffet");
  await line(1).getByLabel("For", { exact: true }).selectOption({ index: 0 });
  await line(1).getByLabel("Quantity").fill("120");
  await line(1).getByLabel("Unit price (£)").fill(prices.mehndi);
  await line(2).getByLabel("Item").fill("Reception dinner, three courses");
  await line(2).getByLabel("For", { exact: true }).selectOption({ index: 1 });
  await line(2).getByLabel("Quantity").fill("300");
  await line(2).getByLabel("Unit price (£)").fill(prices.reception);
  await page.getByLabel(/^Deposit \(£\)/).fill(prices.deposit);
  await page.getByLabel(/^Deposit due on/).fill(day(14));
  await page.getByLabel("Valid until").fill(VALID_UNTIL);
  await page.getByLabel(/^What the quote includes/).fill("Chefs, serving staff, crockery");
  await page.getByLabel(/^What it does not include/).fill("Drinks");
  await page.getByRole("checkbox", { name: "Save these lines for my next quotes" }).check();
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote, version 1" })).toBeVisible();
}

test("a couple enquires two caterers per event, compares their quotes, books one and reviews it after the event @mobile", async ({
  page,
}) => {
  test.slow();
  const suffix = unique("c").slice(0, 8);
  const chosen = await newOwnedListing({
    category: "catering",
    name: `Annapurna Catering ${suffix}`,
  });
  const other = await newOwnedListing({ category: "catering", name: `Masala Feasts ${suffix}` });
  const couple = await signUpCoupleWith(page.request, { name: "Asha Patel" });
  for (const [type, eventDate] of [
    ["mehndi", MEHNDI],
    ["reception", RECEPTION],
  ]) {
    const made = await postForm(page.request, "/profile/events/new", {
      type,
      eventDate,
      needs: "catering",
    });
    expect(made.status(), `${type} added`).toBeLessThan(400);
  }

  // The couple enquires both caterers, each event with its own date and guests.
  const chosenThread = await enquire(page, chosen.id);
  await expect(page.getByRole("list", { name: "Events" })).toContainText("300 guests");
  await expectAccessible(page);
  const otherThread = await enquire(page, other.id);

  // Both send quotes with a line per event.
  await logInAs(page, chosen.owner);
  await sendQuote(page, chosenThread, { mehndi: "25.50", reception: "30", deposit: "1000" });
  await expectAccessible(page);
  await snap(page, "quote-thread");
  await page.getByText("Revise the quote").click();
  await expect(page.getByRole("button", { name: "Send the revised quote" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "quote-form");
  // The lines it saved fill a row of the next quote; one it no longer offers can be removed.
  const saved = page.getByRole("region", { name: "Saved lines" });
  await expect(
    saved.getByRole("button", { name: "Vegetarian lunch buffet · £25.50" }),
  ).toBeEnabled();
  await saved
    .getByRole("button", { name: "Remove saved line: Reception dinner, three courses" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved line removed" }).first(),
  ).toBeVisible();
  // (The revise form stays open across the post.)
  await expect(saved.getByRole("button", { name: /^Reception dinner/ })).toHaveCount(0);
  await expect(
    saved.getByRole("button", { name: "Vegetarian lunch buffet · £25.50" }),
  ).toBeVisible();
  await logInAs(page, other.owner);
  await sendQuote(page, otherThread, { mehndi: "28", reception: "34.50", deposit: "1500" });
  // It revises its Reception price; the form starts from the quote it replaces.
  await page.getByText("Revise the quote").click();
  const second = page
    .getByRole("listitem")
    .filter({ has: page.getByText("Line 2", { exact: true }) });
  await expect(second.getByLabel("Unit price (£)")).toHaveValue("34.50");
  await second.getByLabel("Unit price (£)").fill("33");
  await page.getByRole("button", { name: "Send the revised quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote, version 2" })).toBeVisible();

  // The couple compares them side by side for the Reception, then accepts one.
  await logInAs(page, couple);
  await page.goto("/dashboard/quotes");
  await page.getByLabel("Event").selectOption({ label: "Reception" });
  await page.getByRole("button", { name: "Show" }).click();
  const table = page.getByRole("table", { name: /Caterers quotes for the Reception/ });
  await expect(table).toContainText(chosen.name);
  await expect(table).toContainText(other.name);
  // 300 × £30 (VAT included) and its price a head; the other at £34.50.
  await expect(table).toContainText("£9,000.00");
  await expect(table).toContainText("£30.00 (300 guests)");
  await expect(table).toContainText("£9,900.00");
  // Stars couples can trust (decisions.md): the admin's typed 4 is not shown, only "New on Saath".
  await expect(table.getByText("New on Saath")).toHaveCount(2);
  await expect(table).not.toContainText("4.0");
  await expectAccessible(page);
  await snap(page, "quote-compare");

  // The revised quote says what changed.
  await table.getByRole("link", { name: other.name }).click();
  await expect(page.getByText("What changed since version 1")).toBeVisible();
  await expect(page.getByText("Total: £13,710.00 → £13,260.00")).toBeVisible();
  await page.goBack();
  await expect(table).toBeVisible();

  await table.getByRole("link", { name: chosen.name }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Quote from ${chosen.name}` }),
  ).toBeVisible();
  await expect(page.getByTestId("quote-total")).toHaveText("£12,060.00");
  // Each line says its VAT rate.
  await expect(page.getByText(/VAT 20%$/).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "quote-page");
  await page.getByLabel(/^Who pays the deposit/).fill("Asha's parents");
  await expect(
    page.getByRole("checkbox", { name: `Decline ${other.name}'s quote with a thank-you note` }),
  ).toBeChecked();
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/\d+$/);
  const bookingId = new URL(page.url()).pathname.split("/").pop();
  await expect(page.getByText("Waiting for the vendor").first()).toBeVisible();
  await expect(page.getByText("Who pays the deposit: Asha's parents.")).toBeVisible();

  // The other caterer is told politely.
  await latestEmail(page, other.owner.email, "has decided on your quote");

  // The chosen caterer confirms and records the deposit.
  await logInAs(page, chosen.owner);
  await page.goto("/business/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming events" })).toBeVisible();
  await page.getByRole("link", { name: "Asha Patel" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/business/bookings/${bookingId}$`));
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Record as paid" }).first().click();
  await expect(page.getByText("Payment recorded", { exact: true })).toBeVisible();
  await expect(page.getByText(/Paid on .* \(recorded by you\)/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "booking-vendor");

  // The couple's events say Booked, and caterers are no longer missing.
  await logInAs(page, couple);
  await page.goto("/dashboard");
  for (const event of ["Mehndi", "Reception"]) {
    const card = page.getByRole("region", { name: event, exact: true });
    await expect(card).toContainText(`Booked: ${chosen.name}`);
    await expect(card.getByRole("link", { name: /^Find Caterers/ })).toHaveCount(0);
  }
  await snap(page, "booked-events");
  await page.goto(`/dashboard/bookings/${bookingId}`);
  await expect(page.getByText("Booked", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "booking-couple");

  // After the event, the review says "Booked through Saath".
  await page.goto(`/vendor/${chosen.id}/review`);
  await expect(page.getByText(/your review will show “Booked through Saath”/)).toBeVisible();
  const stars = (legend: string, n: number) =>
    page
      .getByRole("group", { name: legend })
      .getByText(`${n} ${n === 1 ? "star" : "stars"}`, { exact: true })
      .click();
  for (const legend of [
    "Overall rating",
    "Quality of service",
    "Value for money",
    "Responsiveness",
    "Professionalism",
  ]) {
    await stars(legend, 5);
  }
  const title = `Wonderful food at both events ${suffix}`;
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Your review")
    .fill("Hot, fresh and on time for 120 at the Mehndi and 300 at the Reception. Thank you!");
  await page.getByLabel("Which event was it for?").fill("Mehndi and Reception");
  await page.getByLabel("Month of the service").fill(RECEPTION.slice(0, 7));
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Review sent", { exact: true })).toBeVisible();

  await logInAs(page, "admin");
  await page.goto("/admin?tab=pending");
  const card = page.getByTestId("review-to-moderate").filter({ hasText: title });
  await card.getByRole("button", { name: `Approve the review “${title}”` }).click();
  await expect(page.getByText("Review published", { exact: true })).toBeVisible();
  await page.goto(`/vendor/${chosen.id}`);
  const published = page
    .getByTestId("review-list")
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(published).toContainText("Booked through Saath");
});
