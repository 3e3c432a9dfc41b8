/**
 * The family plans together (issue 29): partners invite by e-mail, the link joins a new or an
 * existing couple account, members are removed or leave, and every change is one activity line.
 * Through the routes' own loaders and actions, with real sessions.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, user } from "~/db/schema";
import { budgetItem } from "~/db/schema-bookings";
import { memberInvite, wedding } from "~/db/schema-weddings";
import { costSchema } from "~/features/budget/budget.schema";
import { addCost } from "~/features/budget/budget-write.server";
import { createEvent } from "~/features/events/events.server";
import { forgetAccount } from "~/features/profile/erase-account.server";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { sign } from "~/lib/signing.server";
import { eventInput, makeUser, uniqueEmail } from "../../../tests/factories";
import { profileOf } from "../../../tests/support/accounts";
import {
  activityOf,
  couple,
  family,
  familyPost,
  invite,
  inviteRows,
  joinAsNewcomer,
  joinGet,
  joinPost,
  linkFor,
} from "../../../tests/support/family";
import { cookieFrom, get, run, setEnv } from "../../../tests/support/routes";
import { acceptInvite, openInvite } from "./member-invites.server";
import { membershipOf } from "./weddings.server";

const dashboardRoute = await import("~/routes/dashboard");

let asha: Awaited<ReturnType<typeof couple>>;
let ashaWedding: number;

beforeAll(async () => {
  asha = await couple("Asha Patel", { name2: "Rohan Shah", weddingDate: "2027-08-14" });
  ashaWedding = (await membershipOf(asha.user.id))?.weddingId ?? 0;
});

describe("inviting", () => {
  it("e-mails a one-use link through the outbox, keeps only the secret's hash and records who invited whom", async () => {
    const email = uniqueEmail("mum");
    const link = await invite(asha.cookie, email, "planner", "Mum");
    expect(link.subject).toBe(
      "Asha Patel invites you to help plan Asha & Rohan's wedding on Saath",
    );
    expect(link.text).toContain("as a planner");
    // It names the couple: it goes when the wedding's plan account is erased (decision 034).
    const sent = await db
      .select({ about: mailOutbox.aboutUserId })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(sent).toEqual([{ about: asha.user.id }]);
    const [row] = (await inviteRows(ashaWedding)).filter((invite) => invite.email === email);
    expect(row.role).toBe("planner");
    expect(row.acceptedAt).toBeNull();
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);
    // The link's secret is not in the table: only its SHA-256.
    expect(link.token).not.toContain(row.secretHash);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await activityOf(ashaWedding))[0]).toBe("Asha Patel invited Mum as a planner");
    const page = await family(asha.cookie);
    expect(page.data?.invites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, role: "planner", isExpired: false }),
      ]),
    );
  });

  it("refuses an address that is already waiting or already a member, with the message by the field", async () => {
    const email = uniqueEmail("twice");
    await invite(asha.cookie, email, "viewer");
    const again = await familyPost({ intent: "invite", email, role: "viewer" }, asha.cookie);
    expect(again.status).toBe(409);
    expect(again.data?.errors).toEqual({ email: expect.stringContaining("already waiting") });
    const self = await familyPost(
      { intent: "invite", email: asha.row.email, role: "viewer" },
      asha.cookie,
    );
    expect(self.status).toBe(409);
    expect(self.data?.errors).toEqual({ email: "Asha Patel already plans this wedding" });
    const bad = await familyPost(
      { intent: "invite", email: "not-an-address", role: "boss" },
      asha.cookie,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data?.errors as object).sort()).toEqual(["email", "role"]);
    expect(bad.data?.values).toMatchObject({ email: "not-an-address" });
  });

  it("offers the sign-up's partner 2 until a partner is invited", async () => {
    const fresh = await couple("Priya Mehta", { name2: "Arjun Rao" });
    expect((await family(fresh.cookie)).data?.offer).toEqual({ name: "Arjun Rao" });
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", fresh.cookie));
    expect(dashboard.data?.partnerOffer).toEqual({ name: "Arjun Rao" });
    await invite(fresh.cookie, uniqueEmail("arjun"), "partner", "Arjun Rao");
    expect((await family(fresh.cookie)).data?.offer).toBeNull();
    const single = await couple("Single Name");
    expect((await family(single.cookie)).data?.offer).toBeNull();
  });
});

describe("two partners at most", () => {
  it("refuses a third partner's invitation by the role, and a partner's link once two have joined", async () => {
    const kiran = await couple("Kiran Shah", { name2: "Dev Shah" });
    const weddingId = (await membershipOf(kiran.user.id))?.weddingId ?? 0;
    const dev = uniqueEmail("dev");
    const first = await invite(kiran.cookie, dev, "partner", "Dev Shah");
    const waiting = (await inviteRows(weddingId)).length;
    const third = await familyPost(
      { intent: "invite", email: uniqueEmail("uncle"), role: "partner" },
      kiran.cookie,
    );
    expect(third.status).toBe(409);
    expect(third.data?.errors).toEqual({ role: expect.stringContaining("two partners") });
    expect(third.data?.values).toMatchObject({ role: "partner" });
    expect(await inviteRows(weddingId)).toHaveLength(waiting);
    expect(((await family(kiran.cookie)).data as { partnersFull: boolean }).partnersFull).toBe(
      true,
    );
    // As a planner the same person is welcome.
    await invite(kiran.cookie, uniqueEmail("uncle"), "planner");

    // Two partner links out at once (the first lapsed while the second was sent, then was
    // sent again): the first accepted makes two partners, the second is refused.
    await db
      .update(memberInvite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvite.email, dev));
    const other = uniqueEmail("other");
    const second = await invite(kiran.cookie, other, "partner");
    await db
      .update(memberInvite)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(memberInvite.email, dev));
    expect((await joinAsNewcomer(first.token, "Dev Shah")).status).toBe(302);
    const refused = await joinAsNewcomer(second.token, "Another Partner");
    expect(refused.status).toBe(302);
    const account = await profileOf(other);
    expect((await membershipOf(account.id))?.weddingId).not.toBe(weddingId);
    const page = (await family(kiran.cookie)).data as {
      members: { role: string }[];
      partnersFull: boolean;
    };
    expect(page.members.filter((member) => member.role === "partner")).toHaveLength(2);
    // The invitation form now offers planner and viewer only.
    expect(page.partnersFull).toBe(true);
  });
});

describe("joining by the link", () => {
  it("makes an account right there, confirmed, signed in and a planner of the wedding; the link then says it is used", async () => {
    const email = uniqueEmail("newmum");
    const { token } = await invite(asha.cookie, email, "planner", "Mum");
    const page = await joinGet(token);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      state: "signed-out",
      hasAccount: false,
      invite: { wedding: "Asha & Rohan's wedding", role: "planner", email },
    });
    expect(page.data?.loginUrl).toBe(`/login?returnUrl=/join/${encodeURIComponent(token)}`);

    const weak = await joinPost(token, { intent: "create", name: "Mum", password: "short" });
    expect(weak.status).toBe(400);
    expect(await profileOf(email)).toBeUndefined();

    const joined = await joinAsNewcomer(token, "Meena Patel");
    expect(joined.status).toBe(302);
    expect(joined.location).toBe("/dashboard");
    const cookie = cookieFrom(joined.headers);
    expect(cookie).toContain("session_token");
    const account = await profileOf(email);
    expect(account).toMatchObject({ name: "Meena Patel", role: "user", emailVerified: true });
    expect(await membershipOf(account.id)).toMatchObject({
      weddingId: ashaWedding,
      role: "planner",
      planUserId: asha.user.id,
    });
    expect((await activityOf(ashaWedding))[0]).toBe("Meena Patel joined as a planner");
    // Her sign-up's own empty wedding went when she joined.
    expect(await db.select().from(wedding).where(eq(wedding.planUserId, account.id))).toHaveLength(
      0,
    );

    // The dashboard is the wedding's (its date and checklist); the profile card is hers.
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", cookie));
    expect(dashboard.data).toMatchObject({
      displayName: "Meena Patel",
      weddingDate: "14 August 2027",
    });
    expect(dashboard.data?.checklist).toMatchObject({ open: 0, overdue: 0 });

    expect((await joinGet(token)).status).toBe(410);
    expect((await joinGet(token)).data).toEqual({ state: "used" });
    const reuse = await joinPost(token, { intent: "accept" }, cookie);
    expect(reuse.status).toBe(410);
  });

  it("confirms the address when accounts must confirm their e-mail, and signs in", async () => {
    setEnv({ REQUIRE_EMAIL_VERIFICATION: "true" });
    try {
      const email = uniqueEmail("confirming");
      const { token } = await invite(asha.cookie, email, "viewer");
      const joined = await joinAsNewcomer(token, "Uncle Dev");
      expect(joined.status).toBe(302);
      expect(cookieFrom(joined.headers)).toContain("session_token");
      const account = await profileOf(email);
      expect(account.emailVerified).toBe(true);
      expect((await membershipOf(account.id))?.role).toBe("viewer");
    } finally {
      setEnv({ REQUIRE_EMAIL_VERIFICATION: undefined });
    }
  });

  it("joins an existing couple account whose own wedding is empty, dropping that wedding", async () => {
    const rohan = await couple("Rohan Shah");
    const own = await membershipOf(rohan.user.id);
    const { token } = await invite(asha.cookie, rohan.row.email, "partner", "Rohan");
    const page = await joinGet(token, rohan.cookie);
    expect(page.data).toMatchObject({ state: "signed-in", refusal: null });
    const accepted = await joinPost(token, { intent: "accept" }, rohan.cookie);
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe("/dashboard");
    expect(await membershipOf(rohan.user.id)).toMatchObject({
      weddingId: ashaWedding,
      role: "partner",
    });
    expect(
      await db
        .select()
        .from(wedding)
        .where(eq(wedding.id, own?.weddingId ?? 0)),
    ).toHaveLength(0);
    expect((await activityOf(ashaWedding))[0]).toBe("Rohan Shah joined as a partner");
  });

  it("refuses an account that already plans a wedding, and changes nothing", async () => {
    const planner = await couple("Kiran Gill");
    await createEvent(planner.user.id, eventInput({ type: "mehndi", eventDate: "2027-09-01" }));
    const own = await membershipOf(planner.user.id);
    const { token } = await invite(asha.cookie, planner.row.email, "planner");
    const page = await joinGet(token, planner.cookie);
    expect(page.data?.refusal).toMatch(/^This account already plans a wedding/);
    const refused = await joinPost(token, { intent: "accept" }, planner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toMatch(/^This account already plans a wedding/);
    expect(await membershipOf(planner.user.id)).toEqual(own);
    const [row] = (await inviteRows(ashaWedding)).filter((i) => i.email === planner.row.email);
    expect(row.acceptedAt).toBeNull();
  });

  it("refuses an account whose own wedding has only a budget, and keeps its costs", async () => {
    const saver = await couple("Dev Gupta");
    const own = await membershipOf(saver.user.id);
    if (!own) throw new Error("no wedding of his own");
    const added = await addCost(
      own,
      costSchema.parse({
        eventId: "wedding",
        categoryId: "other",
        supplier: "Gupta Flowers",
        cost: "1,200",
        paid: "",
      }),
    );
    expect(added).toEqual({ ok: true });
    const { token } = await invite(asha.cookie, saver.row.email, "planner");
    const refused = await joinPost(token, { intent: "accept" }, saver.cookie);
    expect(refused.status).toBe(409);
    expect(refused.data?.formError).toMatch(/^This account already plans a wedding/);
    expect(await membershipOf(saver.user.id)).toEqual(own);
    const kept = await db
      .select({ supplier: budgetItem.supplierName })
      .from(budgetItem)
      .where(eq(budgetItem.weddingId, own?.weddingId ?? 0));
    expect(kept).toEqual([{ supplier: "Gupta Flowers" }]);
  });

  it("joins an account whose only plan was an invitation that expired unanswered", async () => {
    const kiran = await couple("Kiran Shah");
    const own = await membershipOf(kiran.user.id);
    await invite(kiran.cookie, uniqueEmail("never"), "viewer");
    await db
      .update(memberInvite)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(memberInvite.weddingId, own?.weddingId ?? 0));
    const { token } = await invite(asha.cookie, kiran.row.email, "planner");
    expect((await joinPost(token, { intent: "accept" }, kiran.cookie)).status).toBe(302);
    expect(await membershipOf(kiran.user.id)).toMatchObject({ weddingId: ashaWedding });
  });

  it("refuses business accounts with a 403", async () => {
    const business = await makeUser({ role: "business", logIn: true });
    const { token } = await invite(asha.cookie, uniqueEmail("biz"), "viewer");
    expect((await joinGet(token, business.cookie)).data?.refusal).toMatch(/^Business and admin/);
    expect((await joinPost(token, { intent: "accept" }, business.cookie)).status).toBe(403);
  });

  it("answers an expired link with 410 and a forged, altered or replaced one with 404", async () => {
    const email = uniqueEmail("late");
    const { token } = await invite(asha.cookie, email, "viewer");
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await openInvite(token, later)).toEqual({ state: "expired" });
    const late = await makeUser({ name: "Late Guest", logIn: true });
    expect(await acceptInvite(token, late.user, later)).toEqual({ ok: false, reason: "expired" });
    await db
      .update(memberInvite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(memberInvite.weddingId, ashaWedding), eq(memberInvite.email, email)));
    expect(await joinGet(token)).toMatchObject({ status: 410, data: { state: "expired" } });

    expect((await joinGet("not-a-token")).status).toBe(404);
    const [payload, signature] = token.split(".");
    const altered = `${payload}.${signature.slice(0, -2)}xx`;
    expect((await joinGet(altered)).status).toBe(404);
    const [row] = (await inviteRows(ashaWedding)).filter((i) => i.email === email);
    const forged = sign({ i: row.id, s: "guessed-secret" });
    expect((await joinGet(forged)).status).toBe(404);
    expect((await joinPost(forged, { intent: "accept" }, late.cookie)).status).toBe(404);

    // Sent again: a new link for 14 days, and the old one stops working.
    const again = await familyPost({ intent: "resend", inviteId: String(row.id) }, asha.cookie);
    expect(again.status).toBe(302);
    const fresh = await linkFor(email);
    expect(fresh.token).not.toBe(token);
    expect((await joinGet(token)).status).toBe(404);
    expect((await joinGet(fresh.token)).status).toBe(200);
    // The first e-mail, not sent yet (the mail server is slow), is taken back with its dead link.
    const waitingMail = async () =>
      (
        await db
          .select({ text: mailOutbox.text })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.status, "queued")))
      ).map((mail) => mail.text.includes(fresh.token));
    expect(await waitingMail()).toEqual([true]);

    // Cancelled: the link names nothing, and its e-mail waiting to go goes too.
    const cancelled = await familyPost({ intent: "cancel", inviteId: String(row.id) }, asha.cookie);
    expect(cancelled.status).toBe(302);
    expect((await joinGet(fresh.token)).status).toBe(404);
    expect(await waitingMail()).toEqual([]);
    expect((await activityOf(ashaWedding)).slice(0, 2)).toEqual([
      `Asha Patel cancelled the invitation to ${email}`,
      `Asha Patel sent the invitation to ${email} again`,
    ]);
  });
});

describe("family invitations, sent too often", () => {
  it("are refused past twenty an hour, with what was typed, and nothing is sent", async () => {
    const { user, cookie } = await couple("Kavya Rao");
    const weddingId = (await membershipOf(user.id))?.weddingId ?? 0;
    const email = uniqueEmail("aunty");
    await invite(cookie, email, "viewer");
    await consumeRateLimit(
      `family-invite:${weddingId}`,
      RATE_RULES.familyInvite,
      Date.now(),
      RATE_RULES.familyInvite.max,
    );
    const another = uniqueEmail("uncle");
    const refused = await familyPost({ intent: "invite", email: another, role: "viewer" }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      formError: expect.stringMatching(/^You've sent a lot of invitations just now/),
      values: { email: another },
    });
    expect((await inviteRows(weddingId)).map((row) => row.email)).toEqual([email]);
    const [row] = await inviteRows(weddingId);
    const again = await familyPost({ intent: "resend", inviteId: String(row.id) }, cookie);
    expect(again.status).toBe(302);
    expect(await db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(1);
  });
});

describe("members", () => {
  /** A member of Asha's wedding in `role`, joined through a link. */
  async function member(name: string, role: string) {
    const made = await couple(name);
    const { token } = await invite(asha.cookie, made.row.email, role, name);
    expect((await joinPost(token, { intent: "accept" }, made.cookie)).status).toBe(302);
    return made;
  }

  it("lets a partner remove a member, whose account stays and gets a fresh wedding next time", async () => {
    const aunt = await member("Aunt Leela", "viewer");
    const removed = await familyPost({ intent: "remove", userId: aunt.user.id }, asha.cookie);
    expect(removed.status).toBe(302);
    expect(await membershipOf(aunt.user.id)).toBeNull();
    expect((await activityOf(ashaWedding))[0]).toBe(
      "Asha Patel removed Aunt Leela from the wedding",
    );
    const next = await family(aunt.cookie);
    expect(next.status).toBe(200);
    expect(next.data).toMatchObject({ role: "partner", canManage: true, canLeave: false });
    expect((await membershipOf(aunt.user.id))?.planUserId).toBe(aunt.user.id);
  });

  it("lets a member leave, but not the account that started the plan; the last partner stays", async () => {
    const cousin = await member("Cousin Ravi", "planner");
    expect((await family(cousin.cookie)).data).toMatchObject({ canLeave: true, canManage: false });
    const left = await familyPost({ intent: "leave" }, cousin.cookie);
    expect(left.status).toBe(302);
    expect(left.location).toBe("/dashboard");
    expect(await membershipOf(cousin.user.id)).toBeNull();
    expect((await activityOf(ashaWedding))[0]).toBe("Cousin Ravi left the wedding");

    const solo = await couple("Solo Partner");
    const ownerLeaves = await familyPost({ intent: "leave" }, solo.cookie);
    expect(ownerLeaves.status).toBe(409);
    const soloWedding = await membershipOf(solo.user.id);
    const removeSelf = await familyPost({ intent: "remove", userId: solo.user.id }, solo.cookie);
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.data?.formError).toBe("A wedding needs at least one partner.");
    expect(await membershipOf(solo.user.id)).toEqual(soloWedding);
    // With a second partner, the account the plan is kept under still cannot be removed.
    const second = await couple("Second Partner");
    const { token } = await invite(solo.cookie, second.row.email, "partner");
    expect((await joinPost(token, { intent: "accept" }, second.cookie)).status).toBe(302);
    const removeOwner = await familyPost({ intent: "remove", userId: solo.user.id }, second.cookie);
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.data?.formError).toMatch(/^The account that started the plan/);
    expect((await membershipOf(solo.user.id))?.weddingId).toBe(soloWedding?.weddingId);
  });

  it("refuses a planner's and a viewer's member changes with 403, writing nothing", async () => {
    const planner = await member("Planner Pooja", "planner");
    const viewer = await member("Viewer Vik", "viewer");
    const before = (await inviteRows(ashaWedding)).length;
    for (const who of [planner, viewer]) {
      const tries: Record<string, string>[] = [
        { intent: "invite", email: uniqueEmail("nope"), role: "viewer" },
        { intent: "remove", userId: asha.user.id },
        { intent: "cancel", inviteId: "1" },
        { intent: "resend", inviteId: "1" },
      ];
      for (const fields of tries) expect((await familyPost(fields, who.cookie)).status).toBe(403);
    }
    expect((await inviteRows(ashaWedding)).length).toBe(before);
    expect(await membershipOf(asha.user.id)).toMatchObject({ weddingId: ashaWedding });
    // Both read the page, without the partners' forms.
    expect((await family(viewer.cookie)).data).toMatchObject({ canManage: false, role: "viewer" });
  });

  it("answers another wedding's member and invitation ids with 404, as for ids that do not exist", async () => {
    const other = await couple("Other Couple");
    const mum = await member("Mum Again", "planner");
    const waiting = uniqueEmail("waiting");
    await invite(asha.cookie, waiting, "viewer");
    const [row] = (await inviteRows(ashaWedding)).filter((i) => i.email === waiting);
    for (const fields of <Record<string, string>[]>[
      { intent: "remove", userId: mum.user.id },
      { intent: "remove", userId: "00000000-0000-0000-0000-000000000000" },
      { intent: "resend", inviteId: String(row.id) },
      { intent: "cancel", inviteId: String(row.id) },
      { intent: "cancel", inviteId: "999999999" },
      { intent: "cancel", inviteId: "x" },
    ]) {
      expect((await familyPost(fields, other.cookie)).status, JSON.stringify(fields)).toBe(404);
    }
    expect((await membershipOf(mum.user.id))?.weddingId).toBe(ashaWedding);
    expect((await inviteRows(ashaWedding)).some((i) => i.id === row.id)).toBe(true);
    // A visitor is sent to log in; a business account is refused.
    expect((await familyPost({ intent: "leave" }, "")).status).toBe(302);
    const business = await makeUser({ role: "business", logIn: true });
    expect((await family(business.cookie)).status).toBe(403);
  });

  it("shows the activity newest first, with relative times", async () => {
    const page = await family(asha.cookie);
    const lines = page.data?.activity as { text: string; when: string }[];
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0].when).toBe("just now");
    expect(lines.map((line) => line.text)).toContain("Asha Patel invited Mum as a planner");
  });
});

describe("a member who joined by invitation and then deletes their account", () => {
  it("leaves no trace of their address or name in the wedding's invitations and activity", async () => {
    const bride = await couple("Leela Rao", { name2: "Sam Rao" });
    const weddingId = (await membershipOf(bride.user.id))?.weddingId ?? 0;
    const mum = await couple("Meera Rao", {
      email: `ann-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    // Another guest's address ends with hers: it must stay as it is.
    const jo = `jo${mum.row.email}`;
    await invite(bride.cookie, jo, "viewer");
    const { token } = await invite(bride.cookie, mum.row.email, "planner");
    expect((await joinPost(token, { intent: "accept" }, mum.cookie)).status).toBe(302);
    expect((await familyPost({ intent: "remove", userId: mum.user.id }, bride.cookie)).status).toBe(
      302,
    );
    const before = (await activityOf(weddingId)).join("\n");
    expect(before).toContain(mum.row.email);
    expect(before).toContain("removed Meera Rao from the wedding");

    // As erasing the account does: the user row goes, then what is left of it.
    await db.delete(user).where(eq(user.id, mum.user.id));
    await forgetAccount({ ...mum.user, name: "Meera Rao" }, null, "user.erase");
    expect((await inviteRows(weddingId)).map((row) => row.email)).not.toContain(mum.row.email);
    const after = (await activityOf(weddingId)).join("\n");
    // Her address nowhere as a whole (only inside jo's, which is another person's).
    expect(after).not.toContain(` ${mum.row.email}`);
    expect(after).not.toContain("Meera Rao");
    expect(after).toContain("Leela Rao invited a former member as a planner");
    expect(after).toContain("Leela Rao removed a former member from the wedding");
    expect(after).toContain(`Leela Rao invited ${jo} as a viewer`);
  });
});
