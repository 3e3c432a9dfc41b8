import type { Page } from "@playwright/test";
import { uniqueEmail } from "../factories/unique";
import { expect, expectAccessible, expectLinkTo, openPage, test } from "./fixtures";

/** Chromium logs an expected 404 document as a console error; drop exactly that one entry. */
function forgiveExpected404(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(index, "the 404 response was logged").toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** The newest outbox e-mail to `to`, from /dev/mail (enabled in e2e). */
async function openLatestEmail(page: Page, to: string) {
  await page.goto("/dev/mail");
  const message = page.getByTestId("dev-mail-message").filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  return message;
}

test.describe("blog", () => {
  test("chips filter the posts and keep the chosen chip in the URL @mobile", async ({ page }) => {
    await openPage(page, "/blog", "Wedding Blog");
    const chips = page.getByRole("navigation", { name: "Blog categories" });
    await expect(chips.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("featured-post")).toContainText("12-Month");
    await expect(page.getByTestId("featured-post")).toContainText("min read");
    await expect(page.getByTestId("blog-post-card")).toHaveCount(5);
    await expectAccessible(page);

    await chips.getByRole("link", { name: "Fashion" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Fashion$/);
    await expect(page.getByTestId("featured-post")).toHaveCount(0);
    await expect(page.getByTestId("blog-post-card")).toHaveCount(1);
    await expect(page.getByTestId("blog-post-card")).toContainText("Lehenga, Saree or Anarkali?");

    await chips.getByRole("link", { name: "Planning" }).click();
    await expect(page).toHaveURL(/category=Planning$/);
    await expect(page.getByTestId("featured-post")).toBeVisible();
    await expect(page.getByTestId("blog-post-card")).toHaveCount(0);
    await expect(page.getByText("No blog posts found")).toHaveCount(0);

    await chips.getByRole("link", { name: "Decor" }).click();
    await expect(page).toHaveURL(/category=Decor$/);
    await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
    await page.getByRole("link", { name: "View all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("blog-post-card")).toHaveCount(5);

    // The chip in the URL works on a fresh load too (shareable, no JavaScript needed).
    await page.goto("/blog?category=Photography");
    await expect(page.getByTestId("blog-post-card")).toHaveCount(1);
    await expect(page.getByTestId("blog-post-card")).toContainText("Brief Your Photographer");
  });

  test("a post renders its body and shares its link; an unknown post is not found @mobile", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Force the copy-link path: most desktop browsers have no Web Share API.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto("/blog");
    await page.getByTestId("featured-post").getByRole("link", { name: "Read more" }).click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The 12-Month Indian Wedding Planning Checklist for UK Couples",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "12 months or more to go" }),
    ).toBeVisible();
    await expect(page.getByText("Draft the guest list for each event")).toBeVisible();
    await expect(page.getByRole("figure").first()).toContainText("A marigold mandap");
    await expect(page.getByText("Priya Sharma")).toBeVisible();
    await expect(page.getByText("12 October 2026")).toBeVisible();

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/1$/);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);

    const response = await page.goto("/blog/3");
    expect(response?.status()).toBe(404);
    forgiveExpected404(consoleErrors);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the share control uses the Web Share API where the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, "__shareCalls", { value: calls });
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => {
          calls.push(data);
        },
        configurable: true,
      });
    });
    await page.goto("/blog/6");
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls),
      )
      .toEqual([
        {
          title: "How to Brief Your Photographer for a Multi-Day Wedding",
          url: expect.stringMatching(/\/blog\/6$/),
        },
      ]);
  });
});

test("inspiration chips filter the ideas and keep the chip in the URL @mobile", async ({
  page,
}) => {
  await page.goto("/inspiration");
  await expectLinkTo(page, "Back", "/");
  await expect(
    page.getByRole("heading", { name: "A Punjabi wedding with a Cotswolds twist" }),
  ).toBeVisible();
  await expect(page.getByText("1,248 likes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(page.getByText(/began in 2024/)).toBeVisible();
  await expect(page.getByTestId("idea-card")).toHaveCount(8);
  // The featured couple has Like and Share buttons; the idea cards' likes are plain counts.
  const like = page.getByRole("button", { name: /like/i });
  await expect(like).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Share" }).first()).toBeVisible();
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1,249 likes");
  await expectAccessible(page);

  const chips = page.getByRole("navigation", { name: "Inspiration categories" });
  await chips.getByRole("link", { name: "Decor" }).click();
  await expect(page).toHaveURL(/\/inspiration\?category=Decor$/);
  await expect(page.getByTestId("idea-card")).toHaveCount(2);
  await expect(chips.getByRole("link", { name: "Decor" })).toHaveAttribute("aria-current", "page");

  await chips.getByRole("link", { name: "Gifts" }).click();
  await expect(page.getByTestId("idea-card")).toHaveCount(1);
  await expect(page.getByTestId("idea-card")).toContainText("Hand-painted mithai boxes");
  await expect(page.getByTestId("idea-card")).toContainText("143 likes");

  await chips.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/inspiration$/);
  await expect(page.getByTestId("idea-card")).toHaveCount(8);
});

test("newsletter: subscribe in the footer, confirm by e-mail, then unsubscribe @mobile", async ({
  page,
}) => {
  const email = uniqueEmail("reader");
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  const result = footer.getByTestId("newsletter-result");
  await expect(result).toContainText("Please check your inbox");
  await expect(page).toHaveURL(/\/about$/);
  await expect(footer.getByLabel("Email address")).toHaveValue("");
  await expectAccessible(page);

  const message = await openLatestEmail(page, email);
  await expect(message).toContainText("confirm your Saath newsletter subscription");
  await expect(message).toContainText("/newsletter/unsubscribe?token=");
  await message.getByRole("link", { name: /\/newsletter\/confirm\?token=/ }).click();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();

  // Subscribing again does not add a second subscription.
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(result).toContainText("You're already subscribed");

  const again = await openLatestEmail(page, email);
  await again.getByRole("link", { name: /\/newsletter\/unsubscribe\?token=/ }).click();
  await expect(page.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form still subscribes and shows the answer as a page", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  });
});

test("contact form: checks the fields, then sends the message to the site's inbox @mobile", async ({
  page,
}) => {
  const marker = `Contact test ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await openPage(page, "/contact", "Contact Us");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please choose a topic")).toBeVisible();
  await expect(page.getByLabel("Your name")).toBeFocused();

  await page.getByLabel("Your name").fill("Anita Desai");
  await page.getByRole("main").getByLabel("Email address").fill("anita@example.com");
  await page.getByLabel("What is it about?").selectOption("Planning my wedding");
  await page.getByLabel("Message").fill(`${marker}: do you list mehndi artists in Bradford?`);
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);

  const message = await openLatestEmail(page, marker);
  await expect(message).toContainText("Contact form: Planning my wedding");
  await expect(message).toContainText("From: Anita Desai <anita@example.com>");
});

test("every link in the header and the footer leads to a real page @mobile", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  // At 390 px the header links live in the mobile menu; at desktop width they are in the bar.
  const isMobileLayout = await menuButton.isVisible();
  if (isMobileLayout) await menuButton.click();
  const headerLinks = isMobileLayout
    ? page.locator("#mobile-menu a[href]")
    : page.locator("header a[href]").filter({ visible: true });
  await expect(headerLinks.first()).toBeVisible();
  const hrefs = new Set<string>();
  for (const link of [
    ...(await headerLinks.all()),
    ...(await page.locator("footer a[href]").all()),
  ]) {
    const href = await link.getAttribute("href");
    if (href) hrefs.add(href);
  }
  const internal = [...hrefs].filter((href) => href.startsWith("/"));
  const external = [...hrefs].filter((href) => /^https?:/.test(href));
  expect(internal).toEqual(
    expect.arrayContaining(["/", "/vendors", "/blog", "/about", "/contact", "/faq", "/terms"]),
  );
  expect(internal).toContain("/list-your-business");
  expect(internal).toContain("/privacy-policy");
  for (const href of external) expect(href).toMatch(/^https:\/\//);

  for (const href of internal) {
    const response = await page.goto(href);
    expect(response?.status(), `${href} answers`).toBeLessThan(400);
    await expect(page.getByText("Oops! Page not found"), `${href} is a real page`).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 1 }).first(),
      `${href} has a heading`,
    ).toBeVisible();
  }
});

const CONTENT_PAGES = [
  "/blog",
  "/blog?category=Decor",
  "/blog/1",
  "/blog/2",
  "/blog/6",
  "/inspiration",
  "/about",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms",
  "/list-your-business",
  "/newsletter/subscribe",
];

// One test per page: a single walk through thirteen axe scans sat near its time limit on a busy
// machine.
for (const path of CONTENT_PAGES) {
  test(`the content page ${path} passes axe @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

test("About and Terms carry the postcode data attribution @mobile", async ({ page }) => {
  for (const path of ["/about", "/terms"]) {
    await page.goto(path);
    const attribution = page.getByTestId("postcode-attribution");
    await expect(attribution).toContainText(
      "Source: Office for National Statistics, National Statistics Postcode Lookup, licensed under the Open Government Licence v3.0.",
    );
    await expect(attribution).toContainText(
      "Contains OS data © Crown copyright and database right 2025.",
    );
    await expect(attribution).toContainText(
      "Contains Royal Mail data © Royal Mail copyright and database right 2025.",
    );
  }
});

test("the vendor landing page offers the free Basic plan and leads to Add Business", async ({
  page,
}) => {
  await openPage(page, "/list-your-business", "List Your Wedding Business");
  for (const stat of ["15,000+", "4.8/5", "70%"]) await expect(page.getByText(stat)).toBeVisible();
  const plan = page.getByTestId("plan-card");
  await expect(plan).toContainText("£0");
  await expect(plan).toContainText("Free forever");
  await expect(plan).toContainText("Up to 5 portfolio images");
  await expectLinkTo(plan, "Get Started Free", "/add-business");
  await expectLinkTo(page, "Join Our Vendor Network", "/add-business");
  await expectLinkTo(page, "Create Your Listing Today", "/add-business");
});
