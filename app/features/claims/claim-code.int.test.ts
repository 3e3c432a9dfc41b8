import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, businessClaim, claimCode, mailOutbox, vendor } from "~/db/schema";
import * as page from "~/routes/claim-code";
import { makeListing, makeUser, unique } from "../../../tests/factories";
import { get, post, run } from "../../../tests/support/routes";
import { vendorColumns } from "../../../tests/support/vendors";
import { CODE_MESSAGES } from "./claim.constants";

// Issue 31 (decision 042): a claimant who can read the listing's public e-mail claims it at once.

async function listingWithEmail() {
  const email = `${unique("inbox")}@claim.example`.toLowerCase();
  const id = await makeListing({ name: unique("Code Caterers"), email });
  return { id, email };
}

async function codeSentTo(email: string) {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code e-mailed to ${email}`);
  return code;
}

const send = (id: number, cookie: string) =>
  run(page.action, post(`/vendor/${id}/claim-code`, { intent: "send-code" }, { cookie }), {
    params: { vendorId: String(id) },
  });
const enter = (id: number, cookie: string, code: string) =>
  run(page.action, post(`/vendor/${id}/claim-code`, { intent: "verify-code", code }, { cookie }), {
    params: { vendorId: String(id) },
  });
/** A listing with an e-mail, a business that asked for its code, and the code e-mailed. */
async function codeAsked() {
  const listing = await listingWithEmail();
  const claimant = await makeUser({ role: "business", logIn: true });
  await send(listing.id, claimant.cookie);
  return { listing, claimant, code: await codeSentTo(listing.email) };
}
const ownerOf = async (id: number) =>
  (await vendorColumns(id, { ownerId: vendor.ownerId }))?.ownerId;

describe("claiming with a code e-mailed to the listing", () => {
  it("the code's e-mail names the claimant, so it goes with their account (decision 034)", async () => {
    const { listing, claimant } = await codeAsked();
    const mails = await db
      .select({ about: mailOutbox.aboutUserId })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, listing.email));
    expect(mails).toEqual([{ about: claimant.user.id }]);
  });

  it("the right code makes the claimant the owner at once, audited, and every admin is told", async () => {
    const listing = await listingWithEmail();
    const claimant = await makeUser({ role: "business", logIn: true });
    const shown = await run(page.loader, get(`/vendor/${listing.id}/claim-code`, claimant.cookie), {
      params: { vendorId: String(listing.id) },
    });
    expect(shown.data).toMatchObject({ businessOnly: false, codeSent: false });
    expect(String(shown.data?.sentTo)).toMatch(/^i•••@claim\.example$/);

    const sent = await send(listing.id, claimant.cookie);
    expect(sent.data).toMatchObject({ sent: true, toast: { title: "Code sent" } });
    const code = await codeSentTo(listing.email);

    const done = await enter(listing.id, claimant.cookie, code);
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/business/listings/${listing.id}`);
    expect(await ownerOf(listing.id)).toBe(claimant.user.id);

    const [claim] = await db
      .select({ id: businessClaim.id, status: businessClaim.status })
      .from(businessClaim)
      .where(eq(businessClaim.vendorId, listing.id));
    expect(claim.status).toBe("approved");
    const [trail] = await db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "claim.approve-by-code"), eq(auditLog.entityId, String(claim.id))),
      );
    expect(trail).toMatchObject({ actorId: claimant.user.id, details: { sentTo: listing.email } });
    const told = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "admin@saath.example"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(told[0]?.subject).toContain("was claimed with an e-mailed code");

    // Spent: the same code again changes nothing.
    const again = await enter(listing.id, claimant.cookie, code);
    expect(again.data?.errors).toEqual({ code: CODE_MESSAGES.noCode });
  });

  it("a wrong code is refused with the tries left, and after five the code is spent", async () => {
    const { listing, claimant, code } = await codeAsked();
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await enter(listing.id, claimant.cookie, wrong);
    expect(first.status).toBe(400);
    expect(first.data?.errors).toEqual({ code: CODE_MESSAGES.wrong(4) });
    expect(first.data?.values).toEqual({ code: wrong });
    for (let time = 0; time < 4; time++) await enter(listing.id, claimant.cookie, wrong);
    const spent = await enter(listing.id, claimant.cookie, code);
    expect(spent.data?.errors).toEqual({ code: CODE_MESSAGES.spent });
    expect(await ownerOf(listing.id)).toBeNull();

    const badFormat = await enter(listing.id, claimant.cookie, "12ab");
    expect(badFormat.data?.errors).toEqual({ code: CODE_MESSAGES.format });
  });

  it("an expired code is refused with a clear message", async () => {
    const { listing, claimant, code } = await codeAsked();
    await db
      .update(claimCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(claimCode.userId, claimant.user.id));
    const late = await enter(listing.id, claimant.cookie, code);
    expect(late.data?.errors).toEqual({ code: CODE_MESSAGES.expired });
    expect(await ownerOf(listing.id)).toBeNull();
  });

  it("someone else's code does not work for an outsider", async () => {
    const { listing, code } = await codeAsked();
    const outsider = await makeUser({ role: "business", logIn: true });
    const stolen = await enter(listing.id, outsider.cookie, code);
    expect(stolen.data?.errors).toEqual({ code: CODE_MESSAGES.noCode });
    // Even with a code of their own, the other one's digits are not theirs.
    await send(listing.id, outsider.cookie);
    const mine = await codeSentTo(listing.email);
    if (mine !== code) {
      const crossed = await enter(listing.id, outsider.cookie, code);
      expect(crossed.data?.errors).toEqual({ code: CODE_MESSAGES.wrong(4) });
    }
    expect(await ownerOf(listing.id)).toBeNull();
  });

  it("sending is rate limited per claimant and listing", async () => {
    const listing = await listingWithEmail();
    const claimant = await makeUser({ role: "business", logIn: true });
    const statuses: number[] = [];
    for (let time = 0; time < 4; time++)
      statuses.push((await send(listing.id, claimant.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await send(listing.id, claimant.cookie);
    expect(refused.data?.formError).toBe(CODE_MESSAGES.tooManySends);
  });

  it("a couple is told it needs a business account; a listing without an e-mail has no code page", async () => {
    const listing = await listingWithEmail();
    const couple = await makeUser({ logIn: true });
    const refused = await send(listing.id, couple.cookie);
    expect(refused.status).toBe(403);
    expect(refused.data?.formError).toBe(CODE_MESSAGES.businessOnly);

    const noEmail = await makeListing({ email: null });
    const business = await makeUser({ role: "business", logIn: true });
    const missing = await run(page.loader, get(`/vendor/${noEmail}/claim-code`, business.cookie), {
      params: { vendorId: String(noEmail) },
    });
    expect(missing.status).toBe(404);

    const visitor = await run(page.loader, get(`/vendor/${listing.id}/claim-code`), {
      params: { vendorId: String(listing.id) },
    });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/login?returnUrl=/vendor/${listing.id}/claim-code`);
  });
});
