import { expect, expectAccessible, test } from "./fixtures";
import { forgiveExpected404, leave, logIn, signUpBusiness, snap, unique } from "./people";

// The demo business owns the first photography listing (seeded id 25).
const OWNED = 25;

test("the owner edits the listing's details, couples see them, another business gets 404 @mobile", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await logIn(page, "business@saath.example", "Business!2027");
  await expect(page).toHaveURL(/\/business$/);
  await expect(page.getByText(/Your listing is \d+% complete/).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Page views of .* per week/ }).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "business-area");

  await page
    .getByRole("link", { name: /^Edit listing/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/business/listings/${OWNED}$`));
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
  await page.getByLabel("Postcode").fill("");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(
    page.getByText("Please enter the postcode, so couples can find you by distance"),
  ).toBeVisible();
  await page.getByLabel("Postcode").fill("LS8 5AA");
  const price = String(1000 + Math.floor(Math.random() * 900));
  await page.getByLabel(/^Prices from/).fill(price);
  await page.getByRole("checkbox", { name: "Gujarati" }).check();
  await expectAccessible(page);
  await snap(page, "listing-edit");
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByText("Listing saved", { exact: true })).toBeVisible();

  await page.goto(`/vendor/${OWNED}`);
  const facts = page.getByRole("region", { name: "Good to know" });
  await expect(facts).toContainText(`£${Number(price).toLocaleString("en-GB")}`);
  await expect(facts).toContainText("Gujarati");

  await leave(page);
  await signUpBusiness(page, unique("other-business"));
  expect((await page.goto(`/business/listings/${OWNED}`))?.status()).toBe(404);
  forgiveExpected404(consoleErrors);
});
