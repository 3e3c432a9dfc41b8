/** Shared steps of the reviews' integration tests: a review's posts, the rows and pages read. */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { enquiry, vendor } from "~/db/schema";
import { review } from "~/db/schema-reviews";
import { action as adminAction } from "~/routes/admin";
import { action as enquireAction } from "~/routes/enquire";
import { action as reviewAction } from "~/routes/review";
import { loader as vendorLoader } from "~/routes/vendor";
import { reviewFields } from "../factories";
import { enquiryFields, type Person } from "./enquiries";
import { get, post, run } from "./routes";

export function fields(overrides: Record<string, string> = {}) {
  return { intent: "save", ...reviewFields(overrides) };
}

/** A post to a vendor's review page (/vendor/{id}/review) as `who`. */
const reviewPost = (vendorId: number, who: Person, values: Record<string, string>) =>
  run(reviewAction, post(`/vendor/${vendorId}/review`, values, { cookie: who.cookie }), {
    params: { vendorId: String(vendorId) },
  });
export const writeReview = (
  vendorId: number,
  who: Person,
  overrides: Record<string, string> = {},
) => reviewPost(vendorId, who, fields(overrides));
/** The couple's "Delete review" post. */
export const deleteReview = (vendorId: number, who: Person) =>
  reviewPost(vendorId, who, { intent: "delete" });
/** Whether the vendor page offers `who` the review form. */
export async function canWrite(vendorId: number, who: Person) {
  const panel = (await vendorPage(vendorId, "", who.cookie)).data?.reviewPanel as {
    canWrite: boolean;
  };
  return panel.canWrite;
}
export const adminPost = (who: Person, values: Record<string, string>) =>
  run(adminAction, post("/admin", { ...values, back: "?tab=pending" }, { cookie: who.cookie }));
export const reviewsOf = (vendorId: number) =>
  db.select().from(review).where(eq(review.vendorId, vendorId));
export const vendorRow = async (id: number) =>
  (await db.select().from(vendor).where(eq(vendor.id, id)))[0];
export const vendorPage = (id: number, query = "", cookie?: string) =>
  run(vendorLoader, get(`/vendor/${id}${query}`, cookie), { params: { vendorId: String(id) } });

/** A thread from `who` to an existing listing of `owner`, answered. */
export async function threadWithVendor(vendorId: number, who: Person) {
  const sent = await run(
    enquireAction,
    post(`/vendor/${vendorId}/enquire`, enquiryFields(), { cookie: who.cookie }),
    { params: { vendorId: String(vendorId) } },
  );
  const enquiryId = Number(sent.location?.split("/").pop());
  await db.update(enquiry).set({ firstReplyAt: new Date() }).where(eq(enquiry.id, enquiryId));
}
