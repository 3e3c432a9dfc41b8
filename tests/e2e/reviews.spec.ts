import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { latestEmail, leave, loginAs, snap, unique } from "./people";
import { type Account, newOwnedListing, type Role, signUpCoupleWith } from "./world";

/** Signs in and waits until the log-in page has sent them on. */
async function logInAs(page: Page, who: Role | Account) {
  await loginAs(page, who);
  await page.goto("/login");
  await expect(page).not.toHaveURL(/\/login/);
}

/** Screenshots at both widths of the same state (this journey runs once, at 1280). */
async function snapBoth(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a couple with an answered enquiry reviews, the admin approves, the owner replies; others cannot", async ({
  page,
}) => {
  test.slow();
  const coupleEmail = unique("reviewer");
  const coupleName = `Asha ${Math.random().toString(36).slice(2, 7)}`;
  const title = `Calm, kind and on time ${Math.random().toString(36).slice(2, 6)}`;
  // A listing of this journey's own, so its reviews are the ones this test writes.
  const { id: OWNED, owner: BUSINESS } = await newOwnedListing();
  const couple = await signUpCoupleWith(page.request, { email: coupleEmail, name: coupleName });

  // Before anyone answers, there is no way to review.
  await page.goto(`/vendor/${OWNED}/enquire`);
  await page.getByLabel("Your message").fill("Hello! Are you free to photograph our mehndi?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/\d+$/);
  const thread = new URL(page.url()).pathname;
  await page.goto(`/vendor/${OWNED}`);
  await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Write a review" })).toHaveCount(0);

  // The owner answers.
  await leave(page);
  await logInAs(page, BUSINESS);
  await page.goto(thread.replace("/dashboard/", "/business/"));
  await page.getByLabel("Your reply").fill("Yes, we are free that weekend.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Message sent", { exact: true })).toBeVisible();

  // Now the couple sees "Write a review" in the thread and writes one.
  await leave(page);
  await logInAs(page, couple);
  await page.goto(thread);
  await page.getByRole("link", { name: "Write a review" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/${OWNED}/review$`));
  await page.getByLabel("Title").fill("Good");
  await page.getByLabel("Your review").fill("Too short to help anyone.");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Choose an overall rating from 1 to 5 stars")).toBeVisible();
  await expect(page.getByText("The title must be at least 5 characters")).toBeVisible();
  await expect(page.getByLabel("Your review")).toHaveValue("Too short to help anyone.");
  await expectAccessible(page);
  await snapBoth(page, "review-form");

  const stars = (legend: string, n: number) =>
    page
      .getByRole("group", { name: legend })
      .getByText(`${n} ${n === 1 ? "star" : "stars"}`, { exact: true })
      .click();
  await stars("Overall rating", 4);
  await stars("Quality of service", 5);
  await stars("Value for money", 3);
  await stars("Responsiveness", 4);
  await stars("Professionalism", 4);
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Your review")
    .fill("They photographed our mehndi beautifully, arrived early and sent the pictures quickly.");
  await page.getByLabel("Which event was it for?").fill("Mehndi");
  await page.getByLabel("Month of the service").fill("2025-05");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/${OWNED}$`));
  await expect(page.getByText("Review sent", { exact: true })).toBeVisible();
  await expect(page.getByText("Your review is waiting to be checked by our team.")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The admin approves it in the Pending tab; the couple is e-mailed.
  await leave(page);
  await logInAs(page, "admin");
  await page.goto("/admin?tab=pending");
  const card = page.getByTestId("review-to-moderate").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, "review-moderation");
  await card.getByRole("button", { name: `Approve the review “${title}”` }).click();
  await expect(page.getByText("Review published", { exact: true })).toBeVisible();
  await latestEmail(page, coupleEmail, "is published");

  // On the vendor page: the review, its badge, first names, the average and the distribution.
  await page.goto(`/vendor/${OWNED}`);
  const reviewItem = page
    .getByTestId("review-list")
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(reviewItem).toContainText("Verified enquiry");
  await expect(reviewItem).toContainText(`${coupleName.split(" ")[0]} · Mehndi · May 2025`);
  await expect(page.getByText("out of 5 from 1 review")).toBeVisible();
  await expect(page.getByTestId("review-average")).toHaveText("4.0");
  const bars = page.getByRole("list", { name: "Rating distribution" }).getByRole("listitem");
  await expect(bars).toHaveText([
    "5 stars0 reviews",
    "4 stars1 review",
    "3 stars0 reviews",
    "2 stars0 reviews",
    "1 star0 reviews",
  ]);
  await expect(page.getByRole("link", { name: "How reviews work" })).toHaveAttribute(
    "href",
    "/faq#how-reviews-work",
  );

  // The owner replies in public.
  await leave(page);
  await logInAs(page, BUSINESS);
  await page.goto(`/vendor/${OWNED}`);
  await page
    .getByRole("link", { name: new RegExp(`^Reply or report the review “${title}”`) })
    .click();
  await expectAccessible(page);
  await page.getByLabel("Your reply").fill("Thank you both, it was a joy to be there.");
  await page.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByText("Reply published", { exact: true })).toBeVisible();
  await expect(reviewItem).toContainText("Thank you both, it was a joy to be there.");
  await expectAccessible(page);
  await snapBoth(page, "vendor-reviews");

  // A couple without an enquiry sees no button, and a forged post is refused.
  await leave(page);
  await signUpCoupleWith(page.request, { email: unique("outsider"), name: "Meera Shah" });
  await page.goto(`/vendor/${OWNED}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole("link", { name: "Write a review" })).toHaveCount(0);
  const forged = await page.request.post(`/vendor/${OWNED}/review`, {
    form: {
      intent: "save",
      rating: "1",
      quality: "1",
      value: "1",
      responsiveness: "1",
      professionalism: "1",
      title: "Forged review title",
      body: "x".repeat(60),
      event: "Wedding",
      serviceMonth: "2025-05",
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(403);
  await page.goto(`/vendor/${OWNED}`);
  await expect(page.getByText("out of 5 from 1 review")).toBeVisible();

  // The rules are on the FAQ.
  await page.goto("/faq#how-reviews-work");
  await expect(page.getByRole("heading", { name: "How reviews work" })).toBeVisible();
  await expectAccessible(page);
});
