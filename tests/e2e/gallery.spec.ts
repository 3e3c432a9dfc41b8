import type { Page, Response } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { snap } from "./people";

const VIEWER_CHUNK = /\/assets\/gallery-viewer-[\w-]+\.js$/;

/**
 * Opens the first venue's page (venues have a gallery) as the tab's first page, so nothing
 * comes from the cache, and returns the scripts it loads, each once it has arrived.
 */
async function openVenue(page: Page) {
  const list = await (await page.request.get("/category/venues")).text();
  const path = list.match(/href="(\/vendor\/\d+)"/)?.[1];
  expect(path, "a venue on /category/venues").toBeTruthy();
  const scripts: Promise<Response>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) {
      scripts.push(response.finished().then(() => response));
    }
  });
  await page.goto(path as string);
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts);
}

test("the gallery opens in a viewer with the keyboard, steps with the arrows and closes with Escape; its code loads on first open @mobile", async ({
  page,
}) => {
  const scripts = await openVenue(page);
  const gallery = page.getByRole("region", { name: "Gallery" });
  const links = gallery.getByRole("link");
  await expect(links).toHaveCount(3);
  // Without JavaScript each thumbnail is simply a link to the full picture.
  const first = links.first();
  const firstAlt = (await first.getByRole("img").getAttribute("alt")) as string;
  const secondAlt = (await links.nth(1).getByRole("img").getAttribute("alt")) as string;
  expect(await first.getAttribute("href")).toBe(await first.getByRole("img").getAttribute("src"));

  // The page's JavaScript budget is page-weight.spec.ts's; here, only that the viewer waits.
  expect(scripts.map((response) => response.url()).filter((url) => VIEWER_CHUNK.test(url))).toEqual(
    [],
  );

  const viewerChunk = page.waitForResponse((response) => VIEWER_CHUNK.test(response.url()));
  await first.focus();
  await page.keyboard.press("Enter");
  await viewerChunk;
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(viewer.getByText("1 of 3", { exact: true })).toBeVisible();
  await expect(viewer.getByRole("img", { name: firstAlt })).toBeVisible();
  await expect(viewer.locator("figcaption")).toContainText(firstAlt);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 3", { exact: true })).toBeVisible();
  await expect(viewer.locator("figcaption")).toContainText(secondAlt);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("3 of 3", { exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer.getByText("1 of 3", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "gallery-viewer", "view");

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});

test("a sideways swipe on the photo moves to the next or the previous one @mobile", async ({
  page,
}) => {
  await openVenue(page);
  const links = page.getByRole("region", { name: "Gallery" }).getByRole("link");
  await links.nth(1).click();
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(viewer.getByText("2 of 3", { exact: true })).toBeVisible();
  const photo = viewer.locator("figure");
  const box = (await photo.boundingBox()) as { x: number; y: number; width: number };
  const y = box.y + 100;
  const swipe = async (from: number, to: number) => {
    const touch = { pointerId: 7, pointerType: "touch", isPrimary: true, bubbles: true };
    await photo.dispatchEvent("pointerdown", { ...touch, clientX: from, clientY: y });
    await photo.dispatchEvent("pointerup", { ...touch, clientX: to, clientY: y + 10 });
  };
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(viewer.getByText("3 of 3", { exact: true })).toBeVisible();
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(viewer.getByText("2 of 3", { exact: true })).toBeVisible();
  // A short movement is a tap, not a swipe.
  await swipe(box.x + 100, box.x + 110);
  await expect(viewer.getByText("2 of 3", { exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  await expect(links.nth(1)).toBeFocused();
});
