import fs from "node:fs/promises";
import { expect, expectAccessible, expectToast, test } from "./fixtures";
import { logIn, PASSWORD, snap, unique } from "./people";
import { signUpCoupleWith } from "./world";

test("a couple downloads their data, then deletes their account with their password @mobile", async ({
  page,
}) => {
  test.slow();
  const email = unique("leaving");
  await signUpCoupleWith(page.request, { email, name: "Asha Patel" });
  await page.goto("/account");
  await expectAccessible(page);
  await snap(page, "account-your-data");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^saath-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path()) ?? "", "utf8"));
  expect(data.profile).toMatchObject({ email, name: "Asha Patel" });

  const card = page.getByRole("region", { name: "Delete account" });
  await card.getByLabel("Current password", { exact: true }).fill("Not!MyPassword1");
  await card.getByRole("button", { name: "Delete my account" }).click();
  await expect(card.getByText("That password is not right")).toBeVisible();

  await card.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  // Recorded as it appears: one run beside six CPU burners reached the home page after the
  // five-second toast had gone (expectToast).
  await card.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Your account and your personal data have been deleted.");

  // The account is gone: logging in again is refused, and /account asks for a log-in.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);
});
