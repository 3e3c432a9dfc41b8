import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiry, pageVisit, shortlist, vendorPhoto } from "~/db/schema";
import { loader } from "~/routes/business";
import { listing, person, personForThisFile } from "../../../tests/support/enquiries";
import { get, run } from "../../../tests/support/routes";
import { listingChecklist, listingInsights } from "./insights.server";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

const owner = personForThisFile("business", "Insight Owner");

describe("how couples find a listing", () => {
  it("counts views, shortlists and enquiries over 30 and 90 days from the real tables", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const couple = await person("user");
    await db.insert(pageVisit).values([
      { pagePath: `/vendor/${id}`, visitedAt: daysAgo(1) },
      { pagePath: `/vendor/${id}`, visitedAt: daysAgo(2) },
      { pagePath: `/vendor/${id}`, visitedAt: daysAgo(40) },
      { pagePath: `/vendor/${id}`, visitedAt: daysAgo(120) },
      { pagePath: `/vendor/${id}0`, visitedAt: daysAgo(1) },
    ]);
    await db
      .insert(shortlist)
      .values({ userId: couple.user.id, vendorId: id, createdAt: daysAgo(50) });
    await db.insert(enquiry).values([
      { vendorId: id, coupleId: couple.user.id, createdAt: daysAgo(3), firstReplyAt: daysAgo(2) },
      { vendorId: id, coupleId: null, createdAt: daysAgo(60) },
    ]);
    const insights = (await listingInsights([id])).get(id);
    expect(insights?.views).toMatchObject({ d30: 2, d90: 3 });
    expect(insights?.views.weekly.at(-1)).toBe(2);
    expect(insights?.views.weekly.reduce((a, b) => a + b, 0)).toBe(3);
    expect(insights?.shortlisted).toEqual({ d30: 0, d90: 1 });
    expect(insights?.enquiries).toEqual({ d30: 1, d90: 2, answeredShare: 50 });

    const page = await run(loader, get("/business", owner.cookie));
    const shown = ((page.data?.listings ?? []) as { id: number; insights: unknown }[]).find(
      (l) => l.id === id,
    );
    expect(shown?.insights).toEqual(insights);
  });

  it("counts the photos added through the photo manager towards 'At least 3 photos'", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const photoDone = async () => {
      const page = await run(loader, get("/business", owner.cookie));
      const shown = (
        (page.data?.listings ?? []) as {
          id: number;
          checklist: { items: { label: string; done: boolean }[] } | null;
        }[]
      ).find((l) => l.id === id);
      return shown?.checklist?.items.find((item) => item.label === "At least 3 photos")?.done;
    };
    expect(await photoDone()).toBe(false);
    await db.insert(vendorPhoto).values(
      ["a", "b", "c"].map((key, position) => ({
        vendorId: id,
        fileKey: `${key}${"0".repeat(15)}`,
        alt: `Photo ${key}`,
        position,
      })),
    );
    expect(await photoDone()).toBe(true);
  });

  it("scores what makes a listing complete", () => {
    const checklist = listingChecklist({
      image: "/uploads/vendors/cover.webp",
      categoryId: "catering",
      photoCount: 0,
      additionalImages: ["a", "b"],
      shortDescription: "x".repeat(150),
      priceFrom: null,
      languages: ["English"],
      phone: "0116 496 0123",
      email: null,
      postcode: "LE1 1AA",
    });
    expect(checklist.percent).toBe(67);
    expect(checklist.items.filter((item) => !item.done).map((item) => item.label)).toEqual([
      "Your starting price",
      "A phone number and an e-mail address",
    ]);
  });
});
