import { expect, expectAccessible, expectToast, test } from "./fixtures";
import {
  DEMO,
  forgiveExpected404,
  latestEmail,
  leave,
  logIn,
  loginAs,
  PASSWORD,
  snap,
  unique,
} from "./people";
import { newListing, newOwnedListing, signUpBusinessWith, signUpCoupleWith } from "./world";

// Each journey enquires of a listing of its own (world.ts): a new photography listing with a
// new business account as its owner, or one with neither an owner nor an e-mail address.
const DEMO_COUPLE = DEMO.couple;

test("a couple enquires, the vendor answers with a quote, and outsiders get 404 @mobile", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const coupleEmail = unique("couple");
  const coupleName = `Asha ${Math.random().toString(36).slice(2, 7)}`;
  const message = `Hello! Are you free for our wedding in August? (${coupleName})`;
  const { id: OWNED, owner: BUSINESS } = await newOwnedListing();
  await signUpCoupleWith(page.request, { email: coupleEmail, name: coupleName });

  await page.goto(`/vendor/${OWNED}`);
  await page.getByRole("button", { name: "Contact Business" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: "Other" })).toBeChecked();
  await dialog.getByLabel("Your message").fill("Too short");
  await dialog.getByLabel(/^Phone number/).fill("12345");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(dialog.getByText("Your message needs at least 20 characters")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid UK phone number")).toBeVisible();
  await expect(dialog.getByLabel("Your message")).toHaveValue("Too short");
  await expectAccessible(page);
  await snap(page, "enquiry-dialog");

  await dialog.getByLabel("Your message").fill(message);
  await dialog.getByLabel(/^Phone number/).fill("07700 900123");
  await dialog.getByLabel(/^Approximate number of guests/).fill("250");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/\d+$/);
  const thread = new URL(page.url()).pathname;
  const id = thread.split("/").pop();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText("Enquiry sent", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The vendor's owner hears of it by e-mail, answers and sends a quote.
  const mail = await latestEmail(page, BUSINESS.email, `New enquiry from ${coupleName}`);
  await expect(mail).toContainText(`/business/enquiries/${id}`);
  await expect(mail).not.toContainText(message);
  await leave(page);
  await logIn(page, BUSINESS.email, BUSINESS.password, "/login?returnUrl=%2Fbusiness%2Fenquiries");
  await expect(page).toHaveURL(/\/business\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "vendor-inbox");
  await page.getByRole("link", { name: new RegExp(coupleName) }).click();
  await expect(page).toHaveURL(new RegExp(`/business/enquiries/${id}$`));
  await expect(page.getByText("07700 900123")).toBeVisible();
  await page.getByLabel("Your reply").fill("Thank you! We are free. A quote follows.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("quote_sent");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Status: Quote sent", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "vendor-thread");

  // The couple sees the reply, unread, and has an e-mail about it.
  await latestEmail(page, coupleEmail, "replied to your enquiry");
  await leave(page);
  await loginAs(page, { email: coupleEmail, password: PASSWORD }, /\/dashboard$/);
  await expect(page.getByRole("link", { name: /1 open enquiry/ })).toContainText("1 unread");
  // The header's menu button carries the unread dot, on a phone and on a wide screen alike.
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await expect(
    page.getByRole("button", { name: wide ? "Account menu" : "Open menu" }),
  ).toHaveAttribute("data-unread", "");
  await page.getByRole("link", { name: /1 open enquiry/ }).click();
  const row = page.getByRole("link", { name: /Thank you! We are free/ });
  await expect(row).toContainText("1 unread");
  await expect(row).toContainText("Quote sent");
  await expectAccessible(page);
  await snap(page, "couple-inbox");
  await row.click();
  await expect(page.getByText("Thank you! We are free. A quote follows.")).toBeVisible();

  // Another couple and another business are told it does not exist.
  await leave(page);
  await loginAs(page, "couple", /\/dashboard$/);
  expect((await page.goto(thread))?.status()).toBe(404);
  forgiveExpected404(consoleErrors);
  await leave(page);
  await signUpBusinessWith(page.request);
  expect((await page.goto(`/business/enquiries/${id}`))?.status()).toBe(404);
  forgiveExpected404(consoleErrors);
});

test("a visitor is asked to log in and comes back to the form @mobile", async ({ page }) => {
  const { id: OWNED } = await newOwnedListing();
  await page.goto(`/vendor/${OWNED}`);
  await page.getByRole("link", { name: "Contact Business" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=/vendor/${OWNED}/enquire$`));
  await expect(page.getByText("Login Required", { exact: true })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(DEMO_COUPLE.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_COUPLE.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/${OWNED}/enquire$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Contact / })).toBeVisible();
  // The demo couple's own events, ticked where the category fits, each with its own date.
  await expect(page.getByRole("checkbox", { name: "Mehndi" })).toBeChecked();
  await expect(
    page.getByRole("group", { name: "Mehndi", exact: true }).getByLabel("Date", { exact: true }),
  ).not.toHaveValue("");
  await expect(page.getByLabel("Your message")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "enquire-page");
});

test("a listing with neither owner nor e-mail offers no form, only its phone", async ({ page }) => {
  const { id: UNREACHABLE } = await newListing({ email: false });
  await loginAs(page, "couple", /\/dashboard$/);
  await page.goto(`/vendor/${UNREACHABLE}`);
  await expect(page.getByRole("link", { name: "Contact Business" })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await expect(page.getByRole("button", { name: "Contact Business" })).toHaveCount(0);
  await page.goto(`/vendor/${UNREACHABLE}/enquire`);
  await expect(page.getByText(/can't receive enquiries through Saath/)).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveCount(0);
});

test("one enquiry to several shortlisted vendors, then no more enquiry e-mails", async ({
  page,
}) => {
  test.slow();
  const email = unique("planner");
  await signUpCoupleWith(page.request, { email, name: "Kiran Shah" });
  await page.goto("/category/catering");
  const hearts = page.getByRole("button", { name: /^Shortlist / });
  // Three, in case one of them has no way to receive enquiries (no owner, no e-mail).
  for (const n of [0, 1, 2]) {
    const heart = hearts.nth(n);
    const name = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Shortlist /, "");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // Drawn pressed at once, then confirmed by the server's toast: leaving the page before that
    // (the goto below) can drop a heart still on its way on a busy machine.
    await expectToast(page, "Added to Shortlist", name);
  }
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Contact several .* vendors at once/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/new\?category=catering$/);
  const chosen = page.getByRole("group", { name: "Send to" }).getByRole("checkbox");
  await expect(chosen.first()).toBeVisible();
  const count = await chosen.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await snap(page, "group-enquiry");
  await page
    .getByLabel("Your message")
    .fill("We are looking for caterers for 300 guests, vegetarian menu.");
  await page.getByRole("button", { name: "Send to the chosen vendors" }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries$/);
  await expect(page.getByText(`Enquiry sent to ${count} vendors`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /vegetarian menu/ })).toHaveCount(count);

  // Every enquiry e-mail carries a link that stops them; a button on the page confirms.
  const mail = await latestEmail(page, email, "was sent");
  const link = (await mail.textContent())?.match(
    /https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+?(?=\s|\(|$)/,
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry e-mails" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Stop enquiry e-mails" }).click();
  await expect(page.getByText(/We won't e-mail .* about enquiries any more/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry page is a plain form: errors keep what was typed, a send opens the thread", async ({
    page,
    consoleErrors,
  }) => {
    const { id: OWNED } = await newOwnedListing();
    await logIn(
      page,
      DEMO_COUPLE.email,
      DEMO_COUPLE.password,
      `/login?returnUrl=${encodeURIComponent(`/vendor/${OWNED}/enquire`)}`,
    );
    await expect(page).toHaveURL(new RegExp(`/vendor/${OWNED}/enquire$`));
    await page.getByLabel("Your message").fill("Hello there");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Your message needs at least 20 characters")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue("Hello there");
    // The refused post answers 400, which the browser logs; that is the point here.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes("status of 400")),
    );
    const message = `Without JavaScript, are you free in August? ${Date.now()}`;
    await page.getByLabel("Your message").fill(message);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/dashboard\/enquiries\/\d+$/);
    await expect(page.getByText(message)).toBeVisible();
  });
});
