/**
 * Decision 036: when the database fails a write, the form says so and what was typed stays on
 * screen. A production instance on a fresh PostgreSQL database; another connection holds the
 * table the form writes (as a long migration or a stuck transaction would) while the couple
 * sends it, then lets go. Needs a PostgreSQL server (TEST_DATABASE_URL) and the production build.
 */
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { UNAVAILABLE_MESSAGES } from "~/lib/unavailable";
import { createDatabase, freePort, Instance } from "./cluster";
import { expectAccessible } from "./fixtures";
import { snap } from "./people";

const serverUrl = process.env.TEST_DATABASE_URL;
test.skip(!serverUrl, "needs a PostgreSQL server (TEST_DATABASE_URL)");

test("forms sent while their table is locked are refused in place, what was typed kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const database = await createDatabase(serverUrl as string);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    BASE_URL: origin,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "true",
    REQUIRE_EMAIL_VERIFICATION: "false",
    LOG_LEVEL: "error",
  };
  delete env.TEST_DATABASE_URL;
  const instance = new Instance(port, env);
  const locker = new pg.Client({ connectionString: database.url });
  try {
    instance.start();
    await instance.ready();
    await locker.connect();

    await page.goto(`${origin}/login`);
    await page.getByLabel("Email", { exact: true }).fill("couple@saath.example");
    await page.getByLabel("Password", { exact: true }).fill("Couple!2027");
    await page
      .locator("main")
      .getByRole("button", { name: /^Log ?in/i })
      .click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${origin}/dashboard/checklist`);
    const title = "Book the dhol players for the baraat";
    await page.getByLabel("Task", { exact: true }).fill(title);

    // Another session holds the tasks: the write waits, then gives up (decision 013).
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE checklist_task IN ACCESS EXCLUSIVE MODE");
    await page.getByRole("button", { name: "Add task" }).click();
    const form = page.locator("form").filter({ has: page.getByLabel("Task", { exact: true }) });
    await expect(form.getByRole("alert")).toHaveText(UNAVAILABLE_MESSAGES.site, {
      timeout: 20_000,
    });
    await expect(page.getByLabel("Task", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("heading", { level: 1, name: "Checklist" })).toBeVisible();
    await expectAccessible(page);
    await snap(page, "outage-checklist");
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, "outage-checklist");
    await expect(page.getByLabel("Task", { exact: true })).toHaveValue(title);

    // The table is free again: the same form, sent again, adds the task.
    await locker.query("ROLLBACK");
    await expect(async () => {
      await page.getByRole("button", { name: "Add task" }).click();
      await expect(page.getByRole("link", { name: `Edit ${title}` }).first()).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });

    // The dashboard's partner card posts to the family page: while the invitations are locked
    // it answers on the dashboard, beside the card, with the address kept (not the error page).
    await page.goto(`${origin}/dashboard`);
    const card = page.getByRole("region", { name: "Plan together: invite Rahul Patel" });
    const address = "rahul.patel@example.co.uk";
    await card.getByLabel("Rahul Patel's e-mail address").fill(address);
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE member_invite IN ACCESS EXCLUSIVE MODE");
    await card.getByRole("button", { name: "Invite Rahul Patel" }).click();
    await expect(card.getByRole("alert")).toHaveText(UNAVAILABLE_MESSAGES.site, {
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card.getByLabel("Rahul Patel's e-mail address")).toHaveValue(address);
    await locker.query("ROLLBACK");
    await expect(async () => {
      await card.getByRole("button", { name: "Invite Rahul Patel" }).click();
      await expect(page).toHaveURL(/\/dashboard\/family$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByRole("region", { name: "Invitations waiting" }).getByText(address),
    ).toBeVisible();
  } finally {
    await locker.end().catch(() => {});
    await instance.stop("SIGTERM");
    await database.drop();
  }
});
