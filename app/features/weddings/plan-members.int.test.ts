/**
 * Members act on the wedding's plan (decision 037): a planner hearts, dates events and sends
 * enquiries as the couple, in the couple's name; a viewer reads the plan and every write is a
 * 403 that changes nothing; the couple's download holds the guests, erased with the wedding.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { enquiry, shortlist, user } from "~/db/schema";
import { budgetItem } from "~/db/schema-bookings";
import { weddingEvent } from "~/db/schema-events";
import {
  checklistTask,
  guest,
  guestImport,
  household,
  wedding,
  weddingMember,
} from "~/db/schema-weddings";
import { enquiryDefaults } from "~/features/enquiries/enquiry-actions.server";
import { inviteGroup } from "~/features/guests/guests.server";
import { sendEmail } from "~/features/mail/mail.server";
import { forgetAccount } from "~/features/profile/erase-account.server";
import { exportMyData } from "~/features/profile/my-data.server";
import { listShortlistedIds } from "~/features/shortlist/shortlist.server";
import { ensureWedding, recentActivity } from "~/features/weddings/weddings.server";
import { makeEnquiry } from "../../../tests/factories";
import { makeCouple } from "../../../tests/factories/events";
import { makeHousehold } from "../../../tests/factories/rsvp-households";
import { makeUser } from "../../../tests/factories/users";
import { makeBusiness, makeListing } from "../../../tests/factories/vendors";
import type { Person } from "../../../tests/support/enquiries";
import { addHousehold, answer, makeWedding, person } from "../../../tests/support/guests";
import { canWrite, reviewsOf, vendorPage, writeReview } from "../../../tests/support/reviews";
import { get, post, run } from "../../../tests/support/routes";

const shortlistRoute = await import("~/routes/shortlist");
const eventRoute = await import("~/routes/profile-event");
const enquireRoute = await import("~/routes/enquire");
const dashboardRoute = await import("~/routes/dashboard");
const profileRoute = await import("~/routes/profile");
const shortlistEventsRoute = await import("~/routes/shortlist-events");

async function joined(weddingId: number, role: "planner" | "viewer" | "partner", name: string) {
  const made = await makeUser({ name, role: "user", logIn: true });
  await db.insert(weddingMember).values({ weddingId, userId: made.user.id, role });
  return made;
}

const eventFields = {
  type: "sangeet",
  eventDate: "2027-06-09",
  startTime: "18:00",
  venue: "Leicester",
  postcode: "LE4 5LN",
  guests: "120",
};

/** A member's heart for a vendor, from the heart's own form. */
const heart = (vendorId: number, cookie: string) =>
  run(
    shortlistRoute.action,
    post(
      "/shortlist",
      { vendorId: String(vendorId), intent: "add", redirectTo: "/vendors" },
      { cookie },
    ),
  );

/** A member's new event (the Sangeet above), from the profile's event form. */
const addEvent = (cookie: string) =>
  run(eventRoute.action, post("/profile/events/new", eventFields, { cookie }));

/** A member's enquiry about the Reception for 150 guests, from the vendor's enquiry form. */
const enquire = (
  vendorId: number,
  cookie: string,
  fields: { message: string; clientKey: string; phone?: string },
) =>
  run(
    enquireRoute.action,
    post(
      `/vendor/${vendorId}/enquire`,
      { events: "Reception", eventDate: "2027-06-12", guestCount: "150", ...fields },
      { cookie },
    ),
    { params: { vendorId: String(vendorId) } },
  );

describe("the couple's review, from either partner", () => {
  it("a partner who joined writes the couple's one review; a planner is not offered it and is refused", async () => {
    const { couple, wedding: w } = await makeWedding();
    const rohan = await joined(w.weddingId, "partner", "Rohan Mehta");
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    const caterer = await makeBusiness({ listing: { categoryId: "catering" } });
    await makeEnquiry({
      couple: couple.user,
      vendorId: caterer.vendorId,
      answeredBy: caterer.user,
    });

    expect(await canWrite(caterer.vendorId, rohan as unknown as Person)).toBe(true);
    expect(await canWrite(caterer.vendorId, mum as unknown as Person)).toBe(false);
    expect((await writeReview(caterer.vendorId, mum as unknown as Person)).status).toBe(403);
    expect((await writeReview(caterer.vendorId, rohan as unknown as Person)).status).toBe(303);
    const written = await reviewsOf(caterer.vendorId);
    expect(written.map((row) => row.coupleId)).toEqual([couple.user.id]);
    // Their own review now: the form edits it (one review for the couple).
    expect((await vendorPage(caterer.vendorId, "", rohan.cookie)).data?.reviewPanel).toMatchObject({
      own: { status: "pending" },
    });
  });
});

describe("a planner chooses a vendor's events on the page of its own", () => {
  it("adds it to the wedding's shortlist, and the family's activity says so each time", async () => {
    const { couple, wedding: w } = await makeWedding();
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    const vendorId = await makeListing({ name: "Rangoli Lights", categoryId: "decor" });
    const choose = (eventIds: number[]) =>
      run(
        shortlistEventsRoute.action,
        post(
          `/shortlist/events/${vendorId}`,
          {
            vendorId: String(vendorId),
            redirectTo: "/dashboard",
            // No box ticked sends no eventIds at all, as a browser does.
            ...(eventIds.length ? { eventIds: eventIds.join(",") } : {}),
          },
          { cookie: mum.cookie },
        ),
        { params: { vendorId: String(vendorId) } },
      );
    const first = await choose([]);
    expect(first.status, JSON.stringify(first.data)).toBeLessThan(400);
    expect(await listShortlistedIds(couple.user.id)).toContain(vendorId);
    const [mehndi] = await db
      .select({ id: weddingEvent.id })
      .from(weddingEvent)
      .where(eq(weddingEvent.userId, couple.user.id));
    expect((await choose([mehndi.id])).status).toBeLessThan(400);
    const lines = (await recentActivity(w.weddingId, 5)).map(
      (line) => `${line.actorName} ${line.summary}`,
    );
    expect(lines.slice(0, 2)).toEqual([
      "Meena Patel changed which events Rangoli Lights is for",
      "Meena Patel shortlisted Rangoli Lights",
    ]);
  });
});

describe("a planner acts on the wedding's plan as the couple", () => {
  it("hearts for the wedding's shortlist, adds an event and enquires in the couple's name", async () => {
    const { couple, wedding: w } = await makeWedding();
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    const vendorId = await makeListing({
      name: "Saffron Kitchen",
      categoryId: "catering",
      email: "hello@saffron-kitchen.example",
    });

    const hearted = await heart(vendorId, mum.cookie);
    expect(hearted.status).toBeLessThan(400);
    expect(await listShortlistedIds(couple.user.id)).toContain(vendorId);
    // The hearts on every page follow the wedding for the planner too.
    expect(await listShortlistedIds(mum.user.id)).toContain(vendorId);
    expect(await db.$count(shortlist, eq(shortlist.userId, mum.user.id))).toBe(0);

    const added = await addEvent(mum.cookie);
    expect(added.status).toBe(302);
    const sangeet = await db
      .select({ userId: weddingEvent.userId })
      .from(weddingEvent)
      .where(eq(weddingEvent.type, "sangeet"));
    expect(sangeet.map((row) => row.userId)).toContain(couple.user.id);

    const sent = await enquire(vendorId, mum.cookie, {
      message: "Hello, we would love a quote for our reception in June, about 150 guests.",
      phone: "07700 900123",
      clientKey: "plan-members-planner",
    });
    expect(sent.status).toBeLessThan(400);
    const threads = await db
      .select({ coupleId: enquiry.coupleId })
      .from(enquiry)
      .where(eq(enquiry.vendorId, vendorId));
    expect(threads).toEqual([{ coupleId: couple.user.id }]);

    // Every change says who made it: the planner, not the account the plan is kept under.
    const lines = (await recentActivity(w.weddingId)).map(
      (line) => `${line.actorName} ${line.summary}`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        "Meena Patel shortlisted Saffron Kitchen",
        "Meena Patel added the Sangeet",
        "Meena Patel sent an enquiry to Saffron Kitchen",
      ]),
    );
  });

  it("sees the wedding's own dashboard", async () => {
    const { wedding: w } = await makeWedding({ name: "Asha Patel", name2: "Rohan Mehta" });
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    const page = await run(dashboardRoute.loader, get("/dashboard", mum.cookie));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).toContain("Mehndi");
  });
});

describe("a viewer reads and changes nothing", () => {
  it("gets 403 for a heart, an event and an enquiry, and nothing is written", async () => {
    const { couple, wedding: w } = await makeWedding();
    const aunty = await joined(w.weddingId, "viewer", "Kamla Aunty");
    const vendorId = await makeListing({ name: "Marigold Decor", categoryId: "decor" });
    const eventCount = () => db.$count(weddingEvent, eq(weddingEvent.userId, couple.user.id));
    const before = await eventCount();

    expect((await heart(vendorId, aunty.cookie)).status).toBe(403);
    // Through the heart's fetcher: a 403 the heart shows as a toast, not an error page.
    const fetched = await run(
      shortlistRoute.action,
      post(
        "/shortlist",
        { vendorId: String(vendorId), intent: "add", redirectTo: "/vendors", js: "1" },
        { cookie: aunty.cookie },
      ),
    );
    expect(fetched.status).toBe(403);
    expect(fetched.data).toMatchObject({ ok: false, error: "view-only" });
    expect((await addEvent(aunty.cookie)).status).toBe(403);
    const form = await run(eventRoute.loader, get("/profile/events/new", aunty.cookie));
    expect(form.status).toBe(403);
    const enquired = await enquire(vendorId, aunty.cookie, {
      message: "A message long enough to be sent as an enquiry.",
      clientKey: "plan-members-viewer",
    });
    expect(enquired.status).toBe(403);

    expect(await listShortlistedIds(couple.user.id)).not.toContain(vendorId);
    expect(await eventCount()).toBe(before);
    expect(await db.$count(enquiry, eq(enquiry.vendorId, vendorId))).toBe(0);
  });
});

describe("the wedding's names and date on /profile", () => {
  it("a partner who joined edits the wedding's own; a planner edits only their name", async () => {
    const { couple, wedding: w } = await makeWedding();
    const planRow = async () =>
      (
        await db
          .select({ name: user.name, name2: user.name2, weddingDate: user.weddingDate })
          .from(user)
          .where(eq(user.id, couple.user.id))
      )[0];
    const rohan = await joined(w.weddingId, "partner", "Rohan Mehta");
    const shown = await run(profileRoute.loader, get("/profile", rohan.cookie));
    expect(shown.data).toMatchObject({
      form: "user",
      values: { name: "Asha Patel", name2: "Rohan Mehta" },
    });
    const saved = await run(
      profileRoute.action,
      post(
        "/profile",
        { name: "Asha Patel", name2: "Rohan Mehta", weddingDate: "2029-02-14" },
        { cookie: rohan.cookie },
      ),
    );
    expect(saved.status).toBe(302);
    expect(await planRow()).toMatchObject({ weddingDate: "2029-02-14" });
    // The family sees who moved the wedding (its checklist dates follow it).
    expect((await recentActivity(w.weddingId, 1))[0]).toMatchObject({
      actorName: "Rohan Mehta",
      summary: "changed the wedding date to 14 February 2029",
    });
    const rename = (name2: string) =>
      run(
        profileRoute.action,
        post(
          "/profile",
          { name: "Asha Patel", name2, weddingDate: "2029-02-14" },
          {
            cookie: rohan.cookie,
          },
        ),
      );
    await rename("Rohan M Mehta");
    expect((await recentActivity(w.weddingId, 5)).map((line) => line.summary)).toEqual(
      expect.arrayContaining(["changed the couple's names to Asha Patel & Rohan M Mehta"]),
    );
    // Saved again unchanged: no line.
    const before = (await recentActivity(w.weddingId, 50)).length;
    await rename("Rohan M Mehta");
    expect((await recentActivity(w.weddingId, 50)).length).toBe(before);
    await rename("Rohan Mehta");
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", rohan.cookie));
    expect(dashboard.data?.weddingDate).toBe("14 February 2029");

    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    const hers = await run(profileRoute.loader, get("/profile", mum.cookie));
    expect(hers.data).toMatchObject({
      form: "member",
      values: { name: "Meena Patel" },
      couple: "Asha Patel & Rohan Mehta",
      weddingDate: "14 February 2029",
    });
    const renamed = await run(
      profileRoute.action,
      post("/profile", { name: "Meena Auntie", weddingDate: "2030-01-01" }, { cookie: mum.cookie }),
    );
    expect(renamed.status).toBe(302);
    const [own] = await db.select({ name: user.name }).from(user).where(eq(user.id, mum.user.id));
    expect(own.name).toBe("Meena Auntie");
    // The wedding's date is the couple's: a planner's post does not move it.
    expect(await planRow()).toMatchObject({ name: "Asha Patel", weddingDate: "2029-02-14" });
  });
});

describe("the printable plan", () => {
  it("offers 'Add an event' to the couple and planners, not to a viewer", async () => {
    const planRoute = await import("~/routes/dashboard-plan");
    const couple = await makeCouple({ logIn: true });
    const wedding = await ensureWedding(couple.user.id);
    const nani = await joined(wedding.weddingId, "viewer", "Nani Devi");
    const mum = await joined(wedding.weddingId, "planner", "Meena Patel");
    const canAdd = async (cookie: string) =>
      ((await run(planRoute.loader, get("/dashboard/plan", cookie))).data as { canAdd: boolean })
        .canAdd;
    expect(await canAdd(couple.cookie)).toBe(true);
    expect(await canAdd(mum.cookie)).toBe(true);
    expect(await canAdd(nani.cookie)).toBe(false);
  });
});

describe("deleting an event", () => {
  it("says beforehand how many invited guests and answers go with it", async () => {
    const couple = await makeCouple({
      logIn: true,
      events: [{ type: "mehndi" }, { type: "sangeet" }],
    });
    const [mehndi, sangeet] = couple.eventIds;
    const { weddingId } = await ensureWedding(couple.user.id);
    await makeHousehold(weddingId, {
      people: [{ name: "Nisha Shah" }, { name: "Dev Shah", isChild: true }],
      eventIds: [mehndi],
    });
    const open = async (eventId: number) =>
      (
        await run(eventRoute.loader, get(`/profile/events/${eventId}`, couple.cookie), {
          params: { eventId: String(eventId) },
        })
      ).data as { guests: { invited: number } | null };
    expect((await open(mehndi)).guests).toMatchObject({ invited: 2, attending: 0, declined: 0 });
    expect((await open(sangeet)).guests).toMatchObject({ invited: 0 });
  });
});

describe("a new wedding date", () => {
  it("moves the events no date was typed for, not a dated one nor one a vendor holds", async () => {
    const couple = await makeCouple({
      logIn: true,
      weddingDate: "2031-02-14",
      events: [
        { type: "mehndi", eventDate: "2031-02-14" },
        { type: "reception", eventDate: "2031-02-14" },
        { type: "sangeet", eventDate: "2031-02-12" },
      ],
    });
    const [mehndi, reception, sangeet] = couple.eventIds;
    // The Mehndi and the Reception were made at sign-up on the wedding day; the Sangeet was dated.
    await db
      .update(weddingEvent)
      .set({ dated: false })
      .where(inArray(weddingEvent.id, [mehndi, reception]));
    const saved = await run(
      profileRoute.action,
      post(
        "/profile",
        { name: couple.user.name, name2: "", weddingDate: "2031-03-20" },
        { cookie: couple.cookie },
      ),
    );
    expect(saved.status).toBe(302);
    const days = await db
      .select({ id: weddingEvent.id, day: weddingEvent.eventDate, dated: weddingEvent.dated })
      .from(weddingEvent)
      .where(inArray(weddingEvent.id, [mehndi, reception, sangeet]))
      .orderBy(weddingEvent.id);
    expect(days).toEqual([
      { id: mehndi, day: "2031-03-20", dated: false },
      { id: reception, day: "2031-03-20", dated: false },
      { id: sangeet, day: "2031-02-12", dated: true },
    ]);
  });
});

describe("the couple's data download and erasure", () => {
  it("holds the guests who never signed up, and erases them with the wedding", async () => {
    const { couple, wedding: w, actor, eventIds } = await makeWedding();
    await addHousehold(actor, "The Shah family", [
      person("Nisha Shah", { dietary: ["jain"] }),
      person("Dev Shah", { isChild: true }),
    ]);
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    await db.insert(budgetItem).values({
      weddingId: w.weddingId,
      categoryId: "decor",
      supplierName: "Gupta Flowers",
      quotedPence: 120_000,
      paidPence: 20_000,
    });

    // An uploaded list's rows (a skipped guest is named there only), the RSVP deadline and an
    // event's dress notes.
    await db.insert(guestImport).values({
      weddingId: w.weddingId,
      fileName: "guests.csv",
      outcomes: [{ row: 2, name: "Kiran Rao", outcome: "skipped", why: "No e-mail or phone" }],
    });
    await db.update(wedding).set({ rsvpDeadline: "2027-05-01" }).where(eq(wedding.id, w.weddingId));
    await db
      .update(weddingEvent)
      .set({ dressNotes: "Pastels, no black" })
      .where(eq(weddingEvent.id, eventIds[0]));

    const download = await exportMyData(couple.user);
    expect(download.wedding).toMatchObject({
      rsvpDeadline: "2027-05-01",
      guestListImports: [{ fileName: "guests.csv", rows: [{ name: "Kiran Rao" }] }],
      events: [{ name: "Mehndi", dressNotes: "Pastels, no black" }, { name: "Reception" }],
    });
    expect(download.events[0]).toMatchObject({ dressNotes: "Pastels, no black" });
    // A partner who joined gets the wedding's events too (they are kept under the plan account).
    const rohan = await joined(w.weddingId, "partner", "Rohan Mehta");
    expect((await exportMyData(rohan.user)).wedding).toMatchObject({
      yourRole: "partner",
      events: [{ name: "Mehndi" }, { name: "Reception" }],
    });
    // The budget's own lines are the couple's data too.
    expect(download.wedding).toMatchObject({
      budget: [{ supplierName: "Gupta Flowers", quotedPence: 120_000, paidPence: 20_000 }],
    });
    expect(download.wedding?.yourRole).toBe("partner");
    const text = JSON.stringify(download.wedding);
    expect(text).toContain("Nisha Shah");
    expect(text).toContain("jain");
    expect(text).toContain("Meena Patel");
    // A planner's own download has their role and their part, not the couple's guests.
    expect((await heart(await makeListing({ name: "Rose Petal Decor" }), mum.cookie)).status).toBe(
      303,
    );
    const theirs = await exportMyData(mum.user);
    expect(theirs.wedding).toEqual({
      yourRole: "planner",
      changesYouMade: [{ summary: "shortlisted Rose Petal Decor", at: expect.any(Date) }],
      tasksGivenToYou: [],
      guestListsYouUploaded: [],
    });
    expect(JSON.stringify(theirs.wedding)).not.toContain("Nisha Shah");

    // A task Mum ticked off is listed with her name; an e-mail sent for the plan (to a
    // household, a family member or a vendor) is in the couple's download.
    await db.insert(checklistTask).values({
      weddingId: w.weddingId,
      title: "Book the mehndi artist",
      doneAt: new Date(),
      doneBy: mum.user.id,
    });
    await sendEmail(
      {
        to: "shahs@example.com",
        subject: "You're invited",
        text: "Come to our wedding",
        html: "<p>Come to our wedding</p>",
      },
      { aboutUserId: couple.user.id },
    );
    const withMail = await exportMyData(couple.user);
    expect(withMail.wedding).toMatchObject({
      checklist: [{ title: "Book the mehndi artist", done: true, doneBy: "Meena Patel" }],
      emailsSentForThePlan: [{ to: "shahs@example.com", subject: "You're invited" }],
    });
    // Mum leaves and helps another wedding: what she did for this one is this couple's.
    const other = await makeWedding();
    await db
      .update(weddingMember)
      .set({ weddingId: other.wedding.weddingId })
      .where(eq(weddingMember.userId, mum.user.id));
    expect((await exportMyData(mum.user)).wedding).toMatchObject({ changesYouMade: [] });

    // As erasing the account does: the user row goes, then what is left of it.
    await db.delete(user).where(eq(user.id, couple.user.id));
    await forgetAccount(couple.user, null, "user.erase");
    expect(await db.$count(wedding, eq(wedding.id, w.weddingId))).toBe(0);
    const households = await db.$count(household, eq(household.weddingId, w.weddingId));
    const people = await db.$count(guest, eq(guest.weddingId, w.weddingId));
    expect([households, people]).toEqual([0, 0]);
    expect(await db.$count(budgetItem, eq(budgetItem.weddingId, w.weddingId))).toBe(0);
  });
});

describe("a member who deletes their account", () => {
  it("leaves the couple's activity without their name; one who only leaves keeps it", async () => {
    const { wedding: w } = await makeWedding();
    const [forAunt, forMum] = [await makeListing(), await makeListing()];
    const aunt = await joined(w.weddingId, "planner", "Kamala Aunty");
    const mum = await joined(w.weddingId, "planner", "Meena Patel");
    expect((await heart(forAunt, aunt.cookie)).status).toBeLessThan(400);
    expect((await heart(forMum, mum.cookie)).status).toBeLessThan(400);
    const names = async () => (await recentActivity(w.weddingId, 50)).map((line) => line.actorName);
    expect(await names()).toEqual(expect.arrayContaining(["Kamala Aunty", "Meena Patel"]));

    // Mum deletes her account: the user row goes, then what is left of it.
    await db.delete(user).where(eq(user.id, mum.user.id));
    await forgetAccount(mum.user, null, "user.erase");
    const after = await names();
    expect(after).not.toContain("Meena Patel");
    expect(after).toContain("A former member");
    // The aunt only left the wedding: her lines still name her.
    await db.delete(weddingMember).where(eq(weddingMember.userId, aunt.user.id));
    await forgetAccount(
      { id: "someone-else", email: "someone-else@example.com", role: "user" },
      null,
      "user.erase",
    );
    expect(await names()).toContain("Kamala Aunty");
  });
});

describe("the guest list feeds an enquiry", () => {
  it("suggests the event's invited people, then the people attending once they answer", async () => {
    const { couple, wedding: w, actor, eventIds } = await makeWedding();
    const [, receptionId] = eventIds;
    const shahId = await addHousehold(actor, "The Shah family", [
      person("Nisha Shah"),
      person("Dev Shah"),
      person("Mira Shah", { isChild: true }),
    ]);
    await addHousehold(actor, "The Khan family", [person("Omar Khan"), person("Sara Khan")]);
    const before = await enquiryDefaults(couple.user, "catering");
    expect(before.guestCount).toBeNull();

    expect(await inviteGroup(actor, receptionId, { kind: "everyone" }, true)).toBe(2);
    const invited = await enquiryDefaults(couple.user, "catering");
    expect(invited.ticked).toContain("Reception");
    expect(invited.guestCount).toEqual({
      value: "5",
      hint: "From your guest list: 5 invited to the Reception.",
    });

    await answer(w.weddingId, shahId, receptionId, [true, true, false]);
    const attending = await enquiryDefaults(couple.user, "catering");
    expect(attending.guestCount).toEqual({
      value: "2",
      hint: "From your guest list: 2 attending the Reception so far.",
    });
  });
});
