import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, openPage, startSignUp, test } from "./fixtures";
import { PASSWORD, snap, unique } from "./people";

/**
 * Issue 29's guest list, at 1280 and 390 px: a couple (Asha, and Rohan the groom) imports 40
 * households from a spreadsheet with two duplicates flagged, adds one more household by hand,
 * invites the groom's side to the Mehndi and everyone to the Reception, and sees the counts;
 * every new page is checked with axe.
 */

const YEAR = new Date().getFullYear() + 1;
const FIXTURE = path.join(import.meta.dirname, "data", "guests-40.csv");

async function signUpWithEvents(page: Page) {
  await startSignUp(page, "Couple", {
    name: "Asha Patel",
    partner2: "Rohan Mehta",
    email: unique("guests"),
    password: PASSWORD,
  });
  await page.getByLabel(/wedding date/i).fill(`${YEAR}-08-15`);
  await page.getByLabel("Event 1").fill(`Mehndi 12 August ${YEAR}`);
  await page.getByLabel(/^Reception/).fill(`Reception 15 August ${YEAR}`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The event's guest page, from the guest list's "Invitations by event". */
async function openEvent(page: Page, name: string) {
  await page.goto("/dashboard/guests");
  await page
    .getByRole("region", { name: "Invitations by event" })
    .getByRole("link", { name })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} guests` })).toBeVisible();
}

/**
 * The Nu HTML checker over the server's HTML of the guest list's pages (as html-valid.spec.ts
 * does for the rest of the site), once: on the desktop run.
 */
async function expectValidHtml(page: Page, urls: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "saath-guests-vnu-"));
  for (const [index, url] of urls.entries()) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    writeFileSync(path.join(dir, `${index}.html`), await response.text());
  }
  const vnu = String(createRequire(import.meta.url)("vnu-jar"));
  const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--exit-zero-always", dir], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const { messages } = JSON.parse(run.stderr) as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[];
  };
  const errors = messages
    .filter((m) => m.type !== "info")
    .map((m) => `${urls[Number(path.basename(m.url ?? "", ".html"))]}:${m.lastLine} ${m.message}`);
  expect(errors).toEqual([]);
}

/** The number under a count's heading ("Invited", "Attending"…) on an event's page. */
function count(page: Page, name: string) {
  return page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

test("a couple imports 40 households, invites the groom's side to the Mehndi and everyone to the Reception @mobile", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signUpWithEvents(page);

  await openPage(page, "/dashboard/guests", "Guest list");
  await expect(page.getByText("No guests yet")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "guests-empty");

  // 1. Upload.
  await page.getByRole("link", { name: "Import a spreadsheet" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Import guests" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Guest list file").setInputFiles(FIXTURE);
  await page.getByRole("button", { name: "Upload and continue" }).click();

  // 2. The columns, matched from the headers.
  await expect(page.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "guests-40.csv: 81 rows" })).toBeVisible();
  await expect(page.getByLabel("Household", { exact: true })).toHaveValue("0");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("Dietary needs")).toHaveValue("7");
  await expectAccessible(page);
  await snap(page, "guests-import-map");
  await page.getByRole("button", { name: "Check the rows" }).click();

  // 3. Two duplicates flagged before anything is saved; "Groom" read as Rohan's side.
  await expect(page.getByRole("heading", { name: "Duplicates to decide (2)" })).toBeVisible();
  await expect(page.getByText("2 duplicates flagged")).toBeVisible();
  await expect(page.getByText("79 guests will be added, in 40 new households")).toBeVisible();
  await expect(page.getByLabel("“Groom”")).toHaveValue("partner2");
  await expect(page.getByLabel("“Bride”")).toHaveValue("partner1");
  const kapoor = page.getByRole("group", { name: /Raj Kapoor is twice in The Kapoor family/ });
  await expect(
    page.getByRole("group", { name: /dev shah is twice in The Shah family/ }),
  ).toBeVisible();
  await kapoor.getByRole("radio", { name: "Skip this row" }).check();
  await expectAccessible(page);
  await snap(page, "guests-import-preview");
  await page.getByRole("button", { name: "Save to the guest list" }).click();

  // The report: every row's outcome.
  await expect(page.getByRole("heading", { name: "Imported from guests-40.csv" })).toBeVisible();
  const report = page.getByRole("region", { name: "Imported from guests-40.csv" });
  await expect(report.getByText("79 added, 1 merged, 1 skipped.")).toBeVisible();
  await expect(
    page.getByRole("cell", {
      name: /Raj Kapoor is twice in The Kapoor family.*you chose to skip it/,
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "guests-import-report");

  // The list: totals, one household's people, filters.
  await page.getByRole("link", { name: "Go to the guest list" }).click();
  const totals = page.getByRole("definition");
  await expect(page.getByRole("heading", { level: 1, name: "Guest list" })).toBeVisible();
  await expect(totals.first()).toHaveText("40");
  const shah = page.getByRole("article", { name: "The Shah family" });
  await expect(shah.getByText("Asha's family")).toBeVisible();
  await expect(shah.getByText("Dev Shah")).toBeVisible();
  await expect(shah.getByText("Dietary: Jain")).toHaveCount(1);
  await expectAccessible(page);
  await snap(page, "guests-list");
  await page.getByLabel("Side").selectOption({ label: "Rohan's family" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("14 households of 40 match")).toBeVisible();

  // One more household by hand, with a second person added by the form's own button.
  await page.goto("/dashboard/guests/households/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add a household" })).toBeVisible();
  await page.getByLabel("Household name").fill("The Sethi family");
  await page.getByRole("radio", { name: "Rohan's family" }).check();
  await page.getByLabel("Name", { exact: true }).fill("Uma Sethi");
  await page
    .getByRole("group", { name: "Person 1" })
    .getByRole("checkbox", { name: "Jain" })
    .check();
  await page.getByRole("button", { name: "Add another person" }).click();
  const second = page.getByRole("group", { name: "Person 2" });
  await expect(second.getByLabel("Name", { exact: true })).toBeFocused();
  await second.getByLabel("Name", { exact: true }).fill("Kiran Sethi");
  await second.getByRole("radio", { name: "Child" }).check();
  await expect(
    page.getByRole("group", { name: "Person 1" }).getByRole("checkbox", { name: "Jain" }),
  ).toBeChecked();
  await expectAccessible(page);
  await snap(page, "guests-household-form");
  await page.getByRole("button", { name: "Add household" }).click();
  await expect(page).toHaveURL(/\/dashboard\/guests$/);
  await expect(page.getByText("Household added", { exact: true })).toBeVisible();
  await expect(totals.first()).toHaveText("41");

  // The groom's side to the Mehndi: 15 households (the Sethis too), 16 people.
  await openEvent(page, "Mehndi");
  await expect(count(page, "Invited")).toContainText("0 people");
  await page.getByLabel("Households").selectOption({ label: "Rohan's family (15)" });
  await page.getByRole("button", { name: "Invite to the Mehndi" }).click();
  await expect(page.getByText("15 households more invited.", { exact: true })).toBeVisible();
  await expect(count(page, "Invited")).toContainText("16 people");
  await expect(count(page, "Invited")).toContainText("15 households");
  await expect(count(page, "Awaiting reply")).toContainText("16 people");
  await expect(page.getByRole("checkbox", { name: "The Sethi family" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "The Shah family" })).not.toBeChecked();
  await expectAccessible(page);
  await snap(page, "guests-event-mehndi");

  // Everyone to the Reception.
  await openEvent(page, "Reception");
  await page.getByLabel("Households").selectOption({ label: "Everyone (41)" });
  await page.getByRole("button", { name: "Invite to the Reception" }).click();
  await expect(page.getByText("41 households more invited.", { exact: true })).toBeVisible();
  await expect(count(page, "Invited")).toContainText("81 people");
  await expect(count(page, "Attending")).toContainText("0 people");

  // One household uninvited by hand.
  const sethi = page.getByRole("checkbox", { name: "The Sethi family" });
  await sethi.uncheck();
  await page.getByRole("button", { name: "Save who is invited to the Reception" }).click();
  await expect(page.getByText("Households: 1 uninvited.", { exact: true })).toBeVisible();
  await expect(count(page, "Invited")).toContainText("79 people");
  await expectAccessible(page);
  await snap(page, "guests-event-reception");

  // The caterer's CSV.
  const csv = await page.request.get(
    (await page
      .getByRole("link", { name: /Download the list for the caterer/ })
      .getAttribute("href")) ?? "",
  );
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="reception-\d{4}-08-15-guests.csv"$/,
  );
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toContain("Name,Household,Adult or child,Attending,Dietary needs");
  expect(lines.filter((line) => line.includes(",Awaiting reply,"))).toHaveLength(79);

  // The guest list shows each event's numbers.
  await page.goto("/dashboard/guests");
  const events = page.getByRole("region", { name: "Invitations by event" });
  await expect(
    events.getByText("16 invited · 0 attending · 0 declined · 16 awaiting"),
  ).toBeVisible();
  await expect(
    events.getByText("79 invited · 0 attending · 0 declined · 79 awaiting"),
  ).toBeVisible();

  if (test.info().project.name === "desktop") {
    const household = await page
      .getByRole("link", { name: "Edit The Sethi family" })
      .getAttribute("href");
    const reception = await events.getByRole("link", { name: "Reception" }).getAttribute("href");
    await page.goto("/dashboard/guests/import");
    const report = await page.getByRole("link", { name: "guests-40.csv" }).getAttribute("href");
    await expectValidHtml(page, [
      "/dashboard/guests",
      "/dashboard/guests?side=partner2&q=shah",
      "/dashboard/guests/households/new",
      household ?? "",
      "/dashboard/guests/import",
      report ?? "",
      reception ?? "",
    ]);
  }
});
