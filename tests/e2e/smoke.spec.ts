import { expect, expectAccessible, test } from "./fixtures";

test("a visitor opens the home page and reaches a category @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/category/catering");
  await expect(page.getByRole("heading", { name: "Browse Caterers" })).toBeVisible();
  await expect(page.getByText(/\d+ vendors found/)).toBeVisible();
  await expectAccessible(page);
});
