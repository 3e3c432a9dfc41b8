import type { APIRequestContext } from "@playwright/test";
import { unique } from "../factories/unique";
import { expect, expectAccessible, openFilters, openPage, test } from "./fixtures";
import { loginAs, snap } from "./people";
import {
  type Account,
  expectStatus,
  newApi,
  newOwnedListing,
  postForm,
  signInWith,
  signUpCoupleWith,
} from "./world";

/**
 * Issue 30's second half at 390 and 1280 px: a caterer booked for a couple's Mehndi (the
 * enquiry, quote, acceptance and confirmation through the product's own posts) shows the day
 * on its calendar and in its `.ics`; "free on my event dates" no longer lists it for the
 * couple; the couple's budget shows the total, the deposit paid and the balance due.
 */

const year = new Date().getFullYear() + 1;
const MEHNDI = `${year}-08-12`;

/** The first number `pattern` finds in the page at `path`. */
async function idIn(api: APIRequestContext, path: string, pattern: RegExp) {
  const html = await (await api.get(path)).text();
  const id = pattern.exec(html)?.[1];
  if (!id) throw new Error(`nothing like ${pattern} on ${path}`);
  return id;
}

const located = (answer: Awaited<ReturnType<APIRequestContext["post"]>>) =>
  new URL(answer.headers().location ?? "", "http://x").pathname;

/** A couple with a Mehndi, a caterer booked for it (deposit £1,000 paid), and its owner. */
async function bookedCaterer() {
  const caterer = await newOwnedListing({
    category: "catering",
    name: `Zaika Caterers ${unique()}`,
  });
  const couple = await newApi();
  const owner = await newApi();
  try {
    const account = await signUpCoupleWith(couple);
    await expectStatus(
      await postForm(couple, "/profile/events/new", {
        type: "mehndi",
        eventDate: MEHNDI,
        guests: "120",
        postcode: "LE4 5AS",
      }),
      302,
      "the Mehndi",
    );
    const eventId = await idIn(couple, "/profile", /\/profile\/events\/(\d+)/);
    const enquiry = await postForm(couple, `${caterer.path}/enquire`, {
      events: "Mehndi",
      [`eventName_${eventId}`]: "Mehndi",
      [`eventDate_${eventId}`]: MEHNDI,
      [`guests_${eventId}`]: "120",
      message: "Could you cater our Mehndi? Vegetarian, about 120 guests.",
      phone: "07700 900123",
      clientKey: unique(),
    });
    await expectStatus(enquiry, 303, "the enquiry");
    const enquiryId = located(enquiry).split("/").at(-1);

    await signInWith(owner, caterer.owner);
    const quoted = await postForm(owner, `/business/enquiries/${enquiryId}`, {
      intent: "quote",
      vatMode: "included",
      item_0: "Mehndi dinner for 120",
      quantity_0: "1",
      unit_0: "4,000",
      vat_0: "0",
      event_0: "",
      deposit: "1,000",
      depositDueOn: `${year}-01-15`,
      validUntil: `${year}-06-30`,
    });
    await expectStatus(quoted, 303, "the quote");
    const quoteId = await idIn(
      couple,
      `/dashboard/enquiries/${enquiryId}`,
      /\/dashboard\/quotes\/(\d+)/,
    );
    const accepted = await postForm(couple, `/dashboard/quotes/${quoteId}`, {
      intent: "accept-quote",
    });
    await expectStatus(accepted, 303, "the acceptance");
    const bookingId = located(accepted).split("/").at(-1);
    await expectStatus(
      await postForm(owner, `/business/bookings/${bookingId}`, { intent: "confirm" }),
      303,
      "the confirmation",
    );
    const paymentId = await idIn(
      couple,
      `/dashboard/bookings/${bookingId}`,
      /name="paymentId" value="(\d+)"/,
    );
    await expectStatus(
      await postForm(couple, `/dashboard/bookings/${bookingId}`, {
        intent: "paid",
        paymentId,
        paidOn: new Date().toISOString().slice(0, 10),
      }),
      303,
      "the deposit paid",
    );
    return { caterer, couple: account as Account };
  } finally {
    await couple.dispose();
    await owner.dispose();
  }
}

test("a booked caterer's calendar, its .ics, free on my dates and the budget @mobile", async ({
  page,
}) => {
  const { caterer, couple } = await bookedCaterer();
  const width = page.viewportSize()?.width ?? 0;

  // The owner's calendar shows the booked day, and the download lists it.
  await loginAs(page, caterer.owner);
  await openPage(
    page,
    `/business/listings/${caterer.id}/calendar?month=${MEHNDI.slice(0, 7)}`,
    "Calendar",
  );
  const day = page.locator(`[data-day="${MEHNDI}"]`);
  await expect(day).toHaveAccessibleName(/booked/);
  await expect(
    page.getByRole("link", { name: /Booked: Mehndi — Asha Patel/ }).first(),
  ).toBeVisible();
  // The owner marks a day off with a private note: the grid says so, and so does the .ics.
  const dayOff = `${MEHNDI.slice(0, 8)}20`;
  await page.getByLabel("Day", { exact: true }).fill(dayOff);
  await page.getByLabel(/Private note/).fill("Family wedding");
  await page.getByRole("button", { name: "Mark unavailable" }).click();
  await expect(page.locator(`[data-day="${dayOff}"]`)).toHaveAccessibleName(/marked unavailable/);
  await expect(page.getByText("Unavailable: Family wedding")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "calendar");
  const ics = await page.request.get(`/business/listings/${caterer.id}/calendar.ics`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  expect(text).toContain(`DTSTART;VALUE=DATE:${MEHNDI.replaceAll("-", "")}`);
  expect(text).toContain("SUMMARY:Booked: Mehndi — Asha Patel");
  expect(text).toContain(`DTSTART;VALUE=DATE:${dayOff.replaceAll("-", "")}`);

  // The couple: the card says it is booked; free on my event dates takes it off the list.
  await page.context().clearCookies();
  await loginAs(page, couple);
  const search = `/category/catering?q=${encodeURIComponent(caterer.name)}`;
  await page.goto(search);
  const card = page.getByRole("article", { name: caterer.name });
  await expect(card.getByTestId("availability")).toHaveText(/Booked on 12 Aug/);
  await openFilters(page);
  await page.getByLabel("Free on my event dates").check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/free=1/);
  await expect(page.getByRole("article", { name: caterer.name })).toHaveCount(0);
  await expect(page.getByText("(filters active)")).toBeAttached();
  await expect(page.getByRole("link", { name: "Clear Filters" }).first()).toBeVisible();
  await expectAccessible(page);

  // The budget: the total, the deposit paid and the balance due.
  await openPage(page, "/dashboard/budget", "Budget");
  await expect(page.getByTestId("budget-booked")).toContainText("£4,000.00");
  await expect(page.getByTestId("budget-paid")).toContainText("£1,000.00");
  await expect(page.getByTestId("budget-due")).toContainText("£3,000.00");
  await expect(page.getByTestId("budget-due")).toContainText(/next due/);
  await expect(page.getByRole("link", { name: /Balance to Zaika Caterers/ })).toBeVisible();
  // A plan for the Mehndi's catering says what is left of it once the caterer is booked.
  const plan = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Save planned amount" }) });
  await plan.getByLabel("Event").selectOption({ index: 0 });
  await plan.getByLabel("Category").selectOption({ label: "Caterers" });
  await plan.getByLabel(/^Planned amount/).fill("5,000");
  await plan.getByRole("button", { name: "Save planned amount" }).click();
  await expect(page.getByTestId("plan-left")).toHaveText("Mehndi: £1,000.00 left of the plan");
  // A florist found elsewhere, paid in parts: £100 up front, then £200 recorded later.
  const cost = page.locator("form").filter({ has: page.getByRole("button", { name: "Add cost" }) });
  await cost.getByLabel("Supplier").fill("Gulab Flowers");
  await cost.getByLabel("Category").selectOption({ label: "Decorators & Florists" });
  await cost.getByLabel("Cost (£)").fill("600");
  await cost.getByLabel(/^Paid so far/).fill("100");
  await cost.getByRole("button", { name: "Add cost" }).click();
  const florist = page.getByTestId("supplier-outside").filter({ hasText: "Gulab Flowers" });
  await expect(florist).toContainText("Paid £100.00 · Still to pay £500.00");
  await florist.getByText("Record a payment").click();
  await florist.getByLabel("Amount paid (£)").fill("900");
  await florist.getByRole("button", { name: "Record payment" }).click();
  await expect(florist.getByText("That is more than is left to pay (£500.00)")).toBeVisible();
  await expect(florist.getByLabel("Amount paid (£)")).toHaveValue("900");
  await snap(page, "budget-payment", florist);
  await florist.getByLabel("Amount paid (£)").fill("200");
  await florist.getByRole("button", { name: "Record payment" }).click();
  await expect(florist).toContainText("Paid £300.00 · Still to pay £300.00");
  await expectAccessible(page);
  await snap(page, "budget");
  expect(width).toBeGreaterThan(0);
});
