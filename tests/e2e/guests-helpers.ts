import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Steps of the guest list's pages (features/guests, built on branch issue-29g) that other
 * journeys need: households imported from a CSV and invited to events. Written against that
 * branch's labels ("Guest list file", "Upload and continue", "Check the rows", "Save to the
 * guest list"; an event's "Households" choice and "Invite to the …"); until it is merged,
 * the pages are not in this branch and the journeys that use these steps cannot run.
 */

/** Imports `csv` (a header row and one row per person) through the three import steps. */
export async function createHouseholdsViaImport(page: Page, csv: string, fileName = "guests.csv") {
  await page.goto("/dashboard/guests/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import guests" })).toBeVisible();
  await page
    .getByLabel("Guest list file")
    .setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Upload and continue" }).click();
  await expect(page.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
  await page.getByRole("button", { name: "Check the rows" }).click();
  await page.getByRole("button", { name: "Save to the guest list" }).click();
  await expect(page.getByRole("heading", { name: `Imported from ${fileName}` })).toBeVisible();
}

/** Invites every household on the guest list to the event named `name`. */
export async function inviteEveryone(page: Page, name: string) {
  await page.goto("/dashboard/guests");
  await page
    .getByRole("region", { name: "Invitations by event" })
    .getByRole("link", { name })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} guests` })).toBeVisible();
  const households = page.getByLabel("Households");
  const everyone = households.locator("option", { hasText: /^Everyone/ });
  await households.selectOption((await everyone.getAttribute("value")) ?? "");
  await page.getByRole("button", { name: `Invite to the ${name}` }).click();
  await expect(page.getByText(/households? more invited/).first()).toBeVisible();
}
