import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { NUL_MESSAGE } from "~/lib/form";
import { refuseBodiesThatAreNotForms } from "~/lib/form.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as listingAction } from "~/routes/business-listing";
import { action as ownerReviewAction } from "~/routes/business-review";
import { action as enquireAction } from "~/routes/enquire";
import { action as threadAction } from "~/routes/enquiry-thread";
import { action as reviewAction } from "~/routes/review";
import { makeListing } from "../../tests/factories";
import { enquiryFields, listing, type Person, person } from "../../tests/support/enquiries";
import { postToEveryAction, rootMiddleware } from "../../tests/support/route-actions";
import {
  BASE,
  rowCounts as countRows,
  get,
  logInEveryRole,
  post,
  run,
  type Who,
  WRITABLE_TABLES,
} from "../../tests/support/routes";

/**
 * Issue 28, finding 9: a JSON body or a post without a Content-Type answered 500 from 24 of 25
 * actions, and a NUL character in a text field answered 500 from six writers (PostgreSQL cannot
 * store U+0000). Now: 415 before any action runs, and 400 with the message next to the field.
 */

let cookies: Record<Who, string>;
let couple: Person;
let owner: Person;
let admin: Person;
beforeAll(async () => {
  cookies = await logInEveryRole(
    { email: "malformed-admin@saath.example", password: "Malformed!2027", name: "Mal Formed" },
    "198.51.100.9",
  );
  couple = await person("user", "Asha Patel");
  owner = await person("business", "Rani Photography");
  admin = await person("admin", "Nul Admin");
});

/** The tables a malformed post could reach, photos and reviews too. */
const rowCounts = () => countRows([...WRITABLE_TABLES, schema.vendorPhoto, review]);

function malformed(path: string, cookie: string, body: "json" | "none") {
  const headers: Record<string, string> = { origin: BASE, cookie };
  if (body === "json") headers["content-type"] = "application/json";
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers,
    body:
      body === "json" ? JSON.stringify({ intent: "approve", id: 1, email: "a@example.com" }) : "",
  });
}

describe("a body that is not a form", () => {
  it("is refused by the root route's middleware, before every action", async () => {
    expect(await rootMiddleware()).toContain(refuseBodiesThatAreNotForms);
  });

  it("gets 415 from every action, for every role, as JSON or with no Content-Type, and changes nothing", () =>
    postToEveryAction(rowCounts, async ({ file, url, action }) => {
      for (const who of ["visitor", "couple", "business", "mainAdmin"] as const) {
        for (const body of ["json", "none"] as const) {
          const outcome = await run(action, malformed(url, cookies[who], body), {
            params: { vendorId: "1", enquiryId: "1", reviewId: "1", action: "subscribe" },
          });
          expect(outcome.status, `${file} as ${who}, ${body}`).toBe(415);
          expect(String(outcome.data?.text ?? outcome.data), file).toMatch(/form posts only/);
        }
      }
    }));
});

/** A field whose text holds a NUL character gets 400 with the message next to it. */
function expectNulRefused(outcome: Awaited<ReturnType<typeof run>>, field: string) {
  expect(outcome.status).toBe(400);
  expect((outcome.data?.errors as Record<string, string> | undefined)?.[field]).toBe(NUL_MESSAGE);
}

const NUL = "Hello\u0000there";

describe("a NUL character in a text field", () => {
  it("is refused with a message next to the field by every writer that stores text, nothing stored", async () => {
    const vendorId = await listing({ ownerId: owner.user.id });
    const params = { params: { vendorId: String(vendorId) } };
    const before = await rowCounts();

    // The enquiry.
    const enquiry = await run(
      enquireAction,
      post(`/vendor/${vendorId}/enquire`, enquiryFields({ message: `We would love ${NUL}` }), {
        cookie: couple.cookie,
      }),
      params,
    );
    expectNulRefused(enquiry, "message");
    expect((enquiry.data?.values as Record<string, string> | undefined)?.message).toBe(
      "We would love Hellothere",
    );

    // The listing save.
    const save = await run(
      listingAction,
      post(
        `/business/listings/${vendorId}`,
        {
          name: "Rani Photography Studio",
          categoryId: "photography-videography",
          location: "Leicester",
          address: "12 Granby Street",
          postcode: "LE1 1AA",
          description: `Candid wedding photography ${NUL}`,
          email: "studio@example.com",
          phone: "0116 496 0123",
        },
        { cookie: owner.cookie },
      ),
      params,
    );
    expectNulRefused(save, "description");

    // The photo alt text (an upload, and a change of an existing photo's text).
    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set("alt", NUL);
    upload.append("photos", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const uploaded = await run(
      listingAction,
      new Request(`${BASE}/business/listings/${vendorId}`, {
        method: "POST",
        headers: { cookie: owner.cookie, origin: BASE },
        body: upload,
      }),
      params,
    );
    expect(uploaded.status).toBe(400);
    expect(uploaded.data?.formError).toBe(NUL_MESSAGE);
    const [photo] = await db
      .insert(schema.vendorPhoto)
      .values({ vendorId, fileKey: "vendors/nul-test.webp", alt: "A photo", position: 0 })
      .returning({ id: schema.vendorPhoto.id });
    const altChange = await run(
      listingAction,
      post(
        `/business/listings/${vendorId}`,
        { intent: "photo-alt", photoId: String(photo.id), alt: NUL },
        { cookie: owner.cookie },
      ),
      params,
    );
    expect(altChange.status).toBe(400);
    expect(altChange.data?.formError).toBe(NUL_MESSAGE);
    const [kept] = await db
      .select({ alt: schema.vendorPhoto.alt })
      .from(schema.vendorPhoto)
      .where(eq(schema.vendorPhoto.id, photo.id));
    expect(kept.alt).toBe("A photo");
    await db.delete(schema.vendorPhoto).where(eq(schema.vendorPhoto.id, photo.id));
    expect(await rowCounts()).toEqual(before);

    // A thread to reply in, report, and review.
    const sent = await run(
      enquireAction,
      post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: couple.cookie }),
      params,
    );
    const enquiryId = Number(sent.location?.split("/").pop());
    const thread = { params: { enquiryId: String(enquiryId) } };
    const messagesBefore = await rowCounts();

    // The reply (either side).
    for (const [path, who] of [
      [`/dashboard/enquiries/${enquiryId}`, couple],
      [`/business/enquiries/${enquiryId}`, owner],
    ] as const) {
      const replied = await run(
        threadAction,
        post(
          path,
          { intent: "reply", body: NUL, clientKey: crypto.randomUUID() },
          { cookie: who.cookie },
        ),
        thread,
      );
      expectNulRefused(replied, "body");
    }

    // The spam report.
    const reported = await run(
      threadAction,
      post(
        `/business/enquiries/${enquiryId}`,
        { intent: "report", reason: `Spam ${NUL}` },
        { cookie: owner.cookie },
      ),
      thread,
    );
    expectNulRefused(reported, "reason");
    expect(await rowCounts()).toEqual(messagesBefore);
    const [unreported] = await db
      .select({ reportedAt: schema.enquiry.reportedAt })
      .from(schema.enquiry)
      .where(eq(schema.enquiry.id, enquiryId));
    expect(unreported.reportedAt).toBeNull();

    // The review reply: the owner answers, the couple reviews, an admin publishes.
    await run(
      threadAction,
      post(
        `/business/enquiries/${enquiryId}`,
        { intent: "reply", body: "Yes, we are free.", clientKey: crypto.randomUUID() },
        { cookie: owner.cookie },
      ),
      thread,
    );
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const written = await run(
      reviewAction,
      post(
        `/vendor/${vendorId}/review`,
        {
          intent: "save",
          rating: "5",
          quality: "5",
          value: "4",
          responsiveness: "5",
          professionalism: "4",
          title: "Beautiful mehndi photographs",
          body: "They captured every moment of our mehndi and were calm, kind and on time all day.",
          event: "Mehndi",
          serviceMonth: lastMonth.toISOString().slice(0, 7),
        },
        { cookie: couple.cookie },
      ),
      params,
    );
    expect(written.status).toBe(303);
    const [row] = await db
      .select({ id: review.id })
      .from(review)
      .where(and(eq(review.vendorId, vendorId), eq(review.coupleId, couple.user.id)));
    const approved = await run(
      adminAction,
      post(
        "/admin",
        { intent: "approve-review", id: String(row.id), back: "?tab=pending" },
        { cookie: admin.cookie },
      ),
    );
    expect(approved.status).toBe(302);
    const answered = await run(
      ownerReviewAction,
      post(
        `/business/reviews/${row.id}`,
        { intent: "reply", reply: NUL },
        { cookie: owner.cookie },
      ),
      { params: { reviewId: String(row.id) } },
    );
    expectNulRefused(answered, "reply");
    const [unanswered] = await db.select().from(review).where(eq(review.id, row.id));
    expect(JSON.stringify(unanswered)).not.toContain("Hello");
  });
});

describe("odd ids and searches in the admin panel", () => {
  it("an id that is no row's (too big, 1e3, 0x10, 007) acts on nothing and is no 500", async () => {
    const pending = await makeListing({
      name: `Odd Id ${crypto.randomUUID()}`,
      approvalStatus: "pending",
    });
    for (const id of ["3000000000", "1e3", "0x10", `00${pending}`]) {
      const answer = await run(
        adminAction,
        post("/admin", { intent: "approve", id, back: "?tab=pending" }, { cookie: admin.cookie }),
      );
      expect(answer.status, id).toBeLessThan(500);
    }
    const [row] = await db
      .select({ status: schema.vendor.approvalStatus })
      .from(schema.vendor)
      .where(eq(schema.vendor.id, pending));
    expect(row.status).toBe("pending");
  });

  it("a phone number or a NUL in the businesses search finds nothing instead of failing", async () => {
    for (const q of ["07700900123", "zzq\u0000qzz"]) {
      const answer = await run(
        adminLoader,
        get(`/admin?tab=businesses&q=${encodeURIComponent(q)}`, admin.cookie),
      );
      expect(answer.status, q).toBe(200);
      expect(answer.data).toMatchObject({ businesses: { rows: [] }, loadError: null });
    }
  });
});
