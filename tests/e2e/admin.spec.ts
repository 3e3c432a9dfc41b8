import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unique } from "../factories/unique";
import { expect, expectAccessible, expectToast, recordToasts, test } from "./fixtures";
import { DEMO, loginAs, snap } from "./people";
import { newListing, newPendingListing, roleState } from "./world";

const COUPLE = DEMO.couple;

const toast = (page: Page) => page.getByTestId("toast");

async function openTab(page: Page, name: RegExp | string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("a couple visiting /admin is sent to the dashboard with Access Denied @mobile", async ({
  page,
}) => {
  await loginAs(page, "couple", /\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(
    page,
    "Access Denied",
    "You need administrator privileges to access this page.",
  );
});

// One test per tab: a single walk through six axe scans sat near the time limit on a busy
// machine.
for (const tab of ["Businesses", "Add Business", "Users", "Pending", "Claims", "Analytics"]) {
  test(`the admin panel's ${tab} tab is accessible @mobile`, async ({ page }) => {
    await loginAs(page, "admin", /\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await openTab(page, new RegExp(`^${tab}`));
    await expectAccessible(page);
    // The tab links are links: no button `type` on an <a> (Nu HTML checker).
    await expect(page.locator('[role="tablist"] a[type]')).toHaveCount(0);
    if (tab === "Users") {
      await expect(page.getByTestId("admin-user").filter({ hasText: COUPLE.email })).toBeVisible();
    }
    if (tab === "Analytics") {
      await expect(
        page.getByRole("img", { name: /^Visits per day over the last 30 days/ }),
      ).toBeVisible();
      // The table fits a phone: no sideways scrolling.
      const table = page.getByTestId("analytics-table");
      const overflow = await table.evaluate(
        (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
      );
      expect(overflow).toBeLessThanOrEqual(1);
      await snap(page, "admin-analytics");
    }
  });
}

// Each run approves and rejects listings of its own, submitted for it through Add Business.
test("the main admin approves and rejects pending listings", async ({ page }) => {
  const [first, second] = await Promise.all([newPendingListing(), newPendingListing()]);
  await loginAs(page, "admin", /\/admin$/);

  await page.goto(`/admin?tab=businesses&status=pending&q=${encodeURIComponent(first.name)}`);
  // The spec's order of the approval-status filter; the pending badge is the number alone.
  await expect(page.getByLabel("Status").locator("option")).toHaveText([
    "All",
    "Approved",
    "Pending",
    "Rejected",
  ]);
  await expect(page.getByTestId("pending-count")).toHaveText(/^\d+$/);
  const firstRow = page.getByTestId("admin-business").filter({ hasText: `#${first.id} ·` });
  const name = (await firstRow.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).toBe(first.name);
  await firstRow.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(page, "Business approved");
  await expect(
    page.getByTestId("admin-business").filter({ hasText: `#${first.id} ·` }),
  ).toHaveCount(0);

  await page.goto("/admin?tab=pending");
  await expect(page.getByRole("tab", { name: /Pending/ })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);
  const secondRow = page.getByTestId("admin-business").filter({ hasText: `#${second.id} ·` });
  const secondName = (await secondRow.getByRole("heading").textContent())?.trim() ?? "";
  await secondRow.getByRole("button", { name: `Reject ${secondName}` }).click();
  await expectToast(page, "Business rejected");
  await expect(
    page.getByTestId("admin-business").filter({ hasText: `#${second.id} ·` }),
  ).toHaveCount(0);

  // The approved listing is public now.
  await page.goto(`/vendor/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

function csvFile(rows: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "saath-csv-"));
  const file = path.join(dir, "vendors.csv");
  writeFileSync(file, ["Category,Name,Website,Phone,Email,Address", ...rows].join("\n"));
  return file;
}

test("the main admin uploads a CSV of vendors: progress, then a report per row @mobile", async ({
  page,
}) => {
  const name = `CSV Hall ${unique()}`;
  const bulk = `Bulk Decor ${unique()}`;
  const file = csvFile([
    `venues,"${name}, Leicester",https://csv-hall.example,0116 496 0000,hello@csv-hall.example,"1 Belgrave Road, Leicester, LE4 5AS"`,
    "dragons,Not A Category,,,,",
    `decor,Bad Mail ${unique()},,,not-an-email,`,
    `venues,"${name}, Leicester",,0116 496 0999,,`,
    // Enough rows for more than one chunk, so the bar moves.
    ...Array.from({ length: 1200 }, (_, i) => `decor,${bulk} ${i},,,,Leicester`),
  ]);
  await loginAs(page, "admin", /\/admin$/);
  await page.goto("/admin?tab=add-business");
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Upload CSV" }).click();
  // The bar ends full, with the report below it.
  const bar = page.getByTestId("csv-progress").getByRole("progressbar");
  await expect(page.getByTestId("csv-progress")).toContainText("Checked 1,204 of 1,204 rows");
  await expect(bar).toHaveAttribute("value", "1204");
  await expectToast(page, "CSV Upload Complete");
  const report = page.getByTestId("csv-result");
  await expect(report).toContainText("1,201 added, 1 updated, 2 skipped of 1,204 rows");
  await expect(report.getByRole("row", { name: /^3 Not A Category/ })).toContainText(
    'Unknown category "dragons"',
  );
  await expect(report.getByRole("row", { name: /^4 Bad Mail/ })).toContainText(
    'Invalid email address "not-an-email"',
  );
  await expect(report.getByRole("row", { name: /^5 CSV Hall/ })).toContainText("Updated");
  await expect(report).toContainText("1,201 added rows are not listed here.");
  await expectAccessible(page);
  await snap(page, "csv-report");

  await page.goto(`/admin?tab=businesses&q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("admin-business").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Approved");
});

test("without JavaScript the CSV upload still imports and shows the report", async ({
  browser,
}) => {
  // The worker's admin session (world.ts): no page needed to sign in.
  const storageState = await roleState("admin");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  try {
    const page = await context.newPage();
    const name = `No Script Hall ${unique()}`;
    await page.goto("/admin?tab=add-business");
    await page
      .getByLabel("CSV file")
      .setInputFiles(csvFile([`venues,${name},,,,Leicester`, ",,,,,"]));
    await page.getByRole("button", { name: "Upload CSV" }).click();
    // No toast without JavaScript: the report carries its title.
    const report = page.getByTestId("csv-result");
    await expect(report.getByRole("heading", { name: "CSV Upload Complete" })).toBeVisible();
    await expect(report).toContainText("1 added, 0 updated, 1 skipped of 2 rows");
    await expect(report.getByRole("row", { name: new RegExp(`^2 ${name}`) })).toContainText(
      "Added",
    );
    await expect(report.getByRole("row", { name: /^3/ })).toContainText(
      "Name is missing; Category is missing",
    );
  } finally {
    await context.close();
  }
});

test("a couple's claim is approved by the main admin, who also reads the analytics", async ({
  browser,
}) => {
  // An unowned listing of this test's own (the admin's Add Business) to claim.
  const listing = await newListing({ category: "lighting-production" });
  const couplePage = await (await browser.newContext()).newPage();
  await recordToasts(couplePage);
  await loginAs(couplePage, "couple", /\/dashboard$/);
  await couplePage.goto(listing.path);
  const vendorName = (await couplePage.getByRole("heading", { level: 1 }).textContent())?.trim();
  expect(vendorName).toBe(listing.name);
  await couplePage.getByRole("button", { name: "Claim this Business" }).click();
  const dialog = couplePage.getByRole("dialog", { name: "Claim this Business" });
  await dialog.getByLabel("Your relationship to the business").fill("Owner");
  await dialog.getByLabel("Evidence of ownership").fill("Director at Companies House.");
  await dialog.getByLabel("Contact number").fill("0116 496 0123");
  await dialog.getByRole("button", { name: "Submit Claim" }).click();
  await expectToast(couplePage, "Claim submitted");

  const page = await (await browser.newContext()).newPage();
  await recordToasts(page);
  await loginAs(page, "admin", /\/admin$/);
  await page.goto("/admin?tab=claims");
  const claim = page.getByTestId("admin-claim").filter({ hasText: vendorName ?? "" });
  await expect(claim).toContainText("Director at Companies House.");
  await claim.getByRole("button", { name: `Approve claim for ${vendorName}` }).click();
  await expectToast(page, "Claim approved");
  await expect(page.getByTestId("admin-claim").filter({ hasText: vendorName ?? "" })).toHaveCount(
    0,
  );

  await openTab(page, /^Analytics/);
  const table = page.getByTestId("analytics-table");
  await expect(table).toBeVisible();
  const counts = await table
    .locator("tbody tr td:nth-child(2)")
    .allTextContents()
    .then((cells) => cells.map((cell) => Number(cell.replace(/,/g, ""))));
  expect(counts.length).toBeGreaterThan(0);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
});

test("the main admin creates a second admin, who moderates but cannot manage users", async ({
  browser,
  page,
}) => {
  const email = `moderator-${unique()}@example.com`;
  const password = "Moderator!2027";
  await loginAs(page, "admin", /\/admin$/);
  await openTab(page, /^Users/);
  // Spec: the add-user dialog. A refusal keeps it open with what was typed.
  await page.getByRole("button", { name: "Add user" }).click();
  const form = page.getByRole("dialog", { name: "Add user" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Moderator");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("combobox", { name: "Role" }).selectOption("admin");
  await form.locator('input[name="password"]').fill("short");
  await expectAccessible(page);
  await snap(page, "admin-add-user", "view");
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("admin-user").filter({ hasText: email })).toBeVisible();
  // A second one straight after: the dialog closes again.
  const second = `moderator-${unique()}@example.com`;
  await page.getByRole("button", { name: "Add user" }).click();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Mohan Moderator");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(second);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("admin-user").filter({ hasText: second })).toBeVisible();

  // Spec: the reset-password dialog. A refusal for one account is not carried to the next.
  const reset = page.getByRole("dialog", { name: "Reset password" });
  const someoneElse = page
    .getByTestId("admin-user")
    .filter({ hasNotText: email })
    .filter({ has: page.getByRole("button", { name: /^Reset password for / }) })
    .first();
  const otherEmail = ((await someoneElse.locator("p").nth(1).textContent()) ?? "").split(" ")[0];
  await page.getByRole("button", { name: `Reset password for ${email}` }).click();
  await reset.getByLabel("New password", { exact: true }).fill("abc");
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expect(reset.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(reset).toHaveCount(0);
  await page.getByRole("button", { name: `Reset password for ${otherEmail}` }).click();
  await expect(reset).toContainText(otherEmail);
  await expect(reset).not.toContainText(email);
  await expect(reset.getByText("Password must be at least 6 characters")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(reset).toHaveCount(0);
  await page.getByRole("button", { name: `Reset password for ${email}` }).click();
  await expect(reset).toContainText(email);
  await reset.getByLabel("New password", { exact: true }).fill("Moderator!2028");
  await snap(page, "admin-reset-password", "view");
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expectToast(page, "Password reset");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const newPassword = "Moderator!2028";

  // The second admin: a fresh browser, their own session.
  const context = await browser.newContext();
  const other = await context.newPage();
  await loginAs(other, { email, password: newPassword }, /\/admin$/);
  await expect(other.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await openTab(other, /^Pending/);
  await openTab(other, /^Users/);
  await expect(other.getByText("Permission Error")).toBeVisible();
  await expect(
    other.getByText("Only the main admin account can access full user list"),
  ).toBeVisible();
  await expect(other.getByTestId("admin-user")).toHaveCount(0);
  await context.close();
});

test.describe("without JavaScript", () => {
  test("Add user is a link to the same form in the page", async ({ browser }) => {
    const storageState = await roleState("admin");
    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const page = await context.newPage();
      await page.goto("/admin?tab=users");
      await page.getByRole("link", { name: "Add user" }).click();
      await expect(page).toHaveURL(/add=1/);
      const section = page.getByRole("region", { name: "Add user" });
      await section.getByRole("textbox", { name: "Name", exact: true }).fill("Nisha Nojs");
      await section.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
      await section.getByRole("button", { name: "Create user" }).click();
      await expect(page.getByRole("region", { name: "Add user" })).toBeVisible();
      await expect(
        page
          .getByRole("region", { name: "Add user" })
          .getByRole("textbox", { name: "Name", exact: true }),
      ).toHaveValue("Nisha Nojs");
    } finally {
      await context.close();
    }
  });

  test("approving from the Pending tab comes back to the Pending tab with the outcome", async ({
    browser,
  }) => {
    const pending = await newPendingListing();
    // The worker's admin session (world.ts): no page needed to sign in.
    const storageState = await roleState("admin");
    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const page = await context.newPage();
      await page.goto("/admin?tab=pending");
      const row = page.getByTestId("admin-business").filter({ hasText: `#${pending.id} ·` });
      const name = (await row.getByRole("heading").textContent())?.trim() ?? "";
      await row.getByRole("button", { name: `Approve ${name}` }).click();
      await expect(page).toHaveURL(/tab=pending/);
      await expect(page.getByRole("tab", { name: /Pending/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(toast(page)).toContainText("Business approved");
      await expect(
        page.getByTestId("admin-business").filter({ hasText: `#${pending.id} ·` }),
      ).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
