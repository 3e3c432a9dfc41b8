import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The JavaScript budget (DESIGN.md, issue 12, decisions 026, 029 and 030): a first visit to any
 * public page loads under 120,000 bytes of script measured the issue's way (each file at
 * gzip -9), and transfers under 110,000 bytes as the browser receives it (brotli). The code that
 * only some visitors need (zod for form checks, Radix's dialog, the dialogs' forms, the header's
 * menus, the toast, a card's gallery, the claim dialog's log-in notice) is not part of it: it arrives when it is used.
 */
const SENT_BUDGET = 110_000;
const GZIP_BUDGET = 120_000;

const ZOD = /\/assets\/zod-[\w-]+\.js$/;
const DIALOG = /\/assets\/dialog-panel-[\w-]+\.js$/;
const ON_DEMAND = [
  ZOD,
  DIALOG,
  /\/assets\/[\w.-]+\.schema-[\w-]+\.js$/,
  /\/assets\/google-import-form-[\w-]+\.js$/,
  /\/assets\/enquiry-form-[\w-]+\.js$/,
  /\/assets\/claim-form-[\w-]+\.js$/,
  /\/assets\/filter-panel-[\w-]+\.js$/,
  /\/assets\/header-menus-[\w-]+\.js$/,
  /\/assets\/live-toast-[\w-]+\.js$/,
  /\/assets\/card-gallery-[\w-]+\.js$/,
  /\/assets\/claim-login-notice-[\w-]+\.js$/,
];

/** Every script a page loads from its first request until the network is quiet. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; sent: number; gzip: number }>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.finished().then(async () => ({
        url: response.url(),
        sent: (await response.request().sizes()).responseBodySize,
        gzip: gzipSync(await response.body(), { level: 9 }).length,
      })),
    );
  });
  return () => Promise.all(scripts);
}

/** Every script a first visit to `path` loads, once the network is quiet. */
async function firstVisit(page: Page, path: string) {
  const scripts = recordScripts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts();
}

/** Posts the page makes to `path` (a form that got past the browser's check). */
function recordPosts(page: Page, path: string) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(path)) {
      posts.push(request.url());
    }
  });
  return posts;
}

/** A listed vendor's page, found the way a visitor would: from the directory. */
async function aVendorPage(page: Page) {
  const list = await (await page.request.get("/vendors")).text();
  const path = list.match(/href="(\/vendor\/\d+)"/)?.[1];
  expect(path, "a vendor on /vendors").toBeTruthy();
  return path as string;
}

const PAGES: [name: string, path: string | ((page: Page) => Promise<string>)][] = [
  ["home", "/"],
  ["all vendors", "/vendors"],
  ["a category", "/category/catering"],
  ["a vendor", aVendorPage],
  ["a radius search", "/vendors?postcode=LE1%201AA&radius=25"],
  ["the blog", "/blog"],
  ["inspiration", "/inspiration"],
  ["log in", "/login"],
  ["sign up", "/signup"],
  ["list your business", "/list-your-business"],
  ["the FAQ", "/faq"],
  ["all categories", "/categories"],
];

for (const [name, where] of PAGES) {
  test(`a first visit to ${name} loads under 120 KB of JavaScript (gzip), none of it loaded on demand`, async ({
    page,
  }) => {
    const path = typeof where === "string" ? where : await where(page);
    const loaded = await firstVisit(page, path);
    const sent = loaded.reduce((sum, script) => sum + script.sent, 0);
    const gzip = loaded.reduce((sum, script) => sum + script.gzip, 0);
    test.info().annotations.push({
      type: "JavaScript bytes",
      description: `${path}: ${gzip} gzip -9, ${sent} as sent`,
    });
    expect(sent, `JavaScript transferred by ${path}`).toBeGreaterThan(50_000);
    expect(sent, `JavaScript transferred by ${path}`).toBeLessThan(SENT_BUDGET);
    expect(gzip, `JavaScript loaded by ${path}, gzip -9`).toBeLessThan(GZIP_BUDGET);
    const early = loaded
      .map((script) => script.url)
      .filter((url) => ON_DEMAND.some((re) => re.test(url)));
    expect(early, "code that should load only when used").toEqual([]);
  });
}

test("the form check's schema and zod arrive when the form is first used, not with the page", async ({
  page,
}) => {
  const loaded = await firstVisit(page, "/login");
  expect(loaded.filter((script) => ZOD.test(script.url))).toEqual([]);

  const posts = recordPosts(page, "/login");
  const zod = page.waitForResponse((response) => ZOD.test(response.url()));
  await page
    .getByRole("main")
    .getByLabel(/^Email/)
    .focus();
  await zod;
  // The check runs with them: an empty form is stopped in the browser with the action's words.
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toEqual([]);
});

test("a submit before the schema has arrived waits for it and is still checked", async ({
  page,
}) => {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const posts = recordPosts(page, "/login");
  // Hold the schema back until after the click, so the submit happens first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ZOD, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  release();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toEqual([]);
});

test("the claim dialog's code arrives when it is opened", async ({ page }) => {
  const loaded = await firstVisit(page, await aVendorPage(page));
  expect(loaded.filter((script) => DIALOG.test(script.url))).toEqual([]);

  const dialogCode = page.waitForResponse((response) => DIALOG.test(response.url()));
  await page.getByRole("button", { name: "Claim this Business" }).click();
  await dialogCode;
  const dialog = page.getByRole("dialog", { name: "Claim this Business" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You must be logged in to claim a business")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Claim this Business" })).toBeFocused();
});

test("the Google import dialog's form arrives when the dialog is opened", async ({ page }) => {
  const form = /\/assets\/google-import-form-[\w-]+\.js$/;
  const loaded = await firstVisit(page, "/vendors");
  expect(loaded.filter((script) => form.test(script.url))).toEqual([]);

  const formCode = page.waitForResponse((response) => form.test(response.url()));
  await page.getByRole("button", { name: "Import from Google" }).click();
  await formCode;
  const dialog = page.getByRole("dialog", { name: "Import from Google" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Business name/)).toBeVisible();
});

test("the header's menus arrive when the menu is first opened", async ({ page }) => {
  const menus = /\/assets\/header-menus-[\w-]+\.js$/;
  await page.setViewportSize({ width: 390, height: 844 });
  const loaded = await firstVisit(page, "/");
  expect(loaded.filter((script) => menus.test(script.url))).toEqual([]);

  const menuCode = page.waitForResponse((response) => menus.test(response.url()));
  await page.getByRole("button", { name: "Open menu" }).click();
  await menuCode;
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Directories" })).toBeVisible();
  // Still modal once loaded: Escape closes it and gives focus back to the toggle.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});
