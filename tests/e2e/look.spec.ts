import { expect, expectAccessible, test } from "./fixtures";

test("the open mobile menu is modal: the page behind is inert and Tab stays in the menu @mobile", async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1024, "the menu button is for small screens");
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  await expect(page.locator("body > footer")).toHaveAttribute("inert", "");
  await expectAccessible(page);

  for (let step = 0; step < 25; step++) {
    await page.keyboard.press(step % 7 === 6 ? "Shift+Tab" : "Tab");
    const inHeader = await page.evaluate(() => document.activeElement?.closest("header") !== null);
    expect(inHeader, `focus after ${step + 1} presses`).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
});

test("the header search shows the focus ring, and a search moves focus to the results", async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1024, "the header search box is for wide screens");
  await page.goto("/");
  const search = page.locator("#header-search");
  await search.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(search).toBeFocused();
  const outline = await search.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");

  await search.fill("photographer");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/vendors\?q=photographer/);
  await expect(page.locator("#results-heading")).toBeFocused();
  await expect(page.locator("#results-heading")).toContainText("for “photographer”");

  // The /vendors box moves focus the same way after a second search.
  await page.locator("#vendors-search").fill("henna");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=henna/);
  await expect(page.locator("#results-heading")).toBeFocused();
});

test("search engines: list pages are canonical to themselves, account pages are not indexed", async ({
  page,
}) => {
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");
  await page.goto("/vendors?page=2");
  expect(await canonical()).toMatch(/\/vendors\?page=2$/);
  await page.goto("/vendors");
  expect(await canonical()).toMatch(/\/vendors$/);
  await page.goto("/category/catering?page=2");
  expect(await canonical()).toMatch(/\/category\/catering\?page=2$/);

  for (const path of ["/login", "/signup", "/forgot-password"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await page.goto("/");
  await expect(page).toHaveTitle("Saath: Indian and South Asian wedding vendors in the UK");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("a postcode search says where it looks, nearest first, and never '0 miles away'", async ({
  page,
}) => {
  await page.goto("/vendors?postcode=LE4+5LN&radius=10");
  await expect(page.locator("#results-heading")).toContainText(
    /\d+ vendors? within 10 miles of LE4 5LN, nearest first/,
  );
  await expect(page.getByText(/\b0 miles away/)).toHaveCount(0);
  await page.goto("/category/catering?postcode=LE4+5LN&radius=25");
  await expect(page.getByText("Within 25 miles of LE4 5LN, nearest first")).toBeVisible();
  await expect(page.getByText(/vendors found/).first()).toBeVisible();
});

test("the page links keep to one line with the count, named for screen readers on a phone @mobile", async ({
  page,
}) => {
  await page.goto("/vendors?page=2");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  const previous = pagination.getByRole("link", { name: "Previous" });
  const next = pagination.getByRole("link", { name: "Next" });
  const count = pagination.getByText(/^Page 2 of [\d,]+\+?$/);
  const boxes = await Promise.all([previous, count, next].map((part) => part.boundingBox()));
  const middles = boxes.map((box) => (box ? box.y + box.height / 2 : Number.NaN));
  for (const middle of middles) expect(Math.abs(middle - middles[0])).toBeLessThan(2);
  // On a phone the links show only their arrows; their words stay their names.
  const narrow = (page.viewportSize()?.width ?? 0) < 640;
  await expect(previous.getByText("Previous")).toHaveCSS(
    "position",
    narrow ? "absolute" : "static",
  );
  await expectAccessible(page);
});
