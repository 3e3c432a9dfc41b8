/**
 * The guest list (issue 29): households and their people through the form, invitations per
 * event in bulk and one by one, the counts and dietary totals, the caterer's CSV, the data
 * download, and who may do what (viewers read, another wedding's ids are not found).
 */
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/features/accounts/session.server";
import { makeUser } from "../../../tests/factories";
import {
  activityOf,
  addHousehold,
  answer,
  countRows,
  getPage,
  householdNames,
  invitedTo,
  makeWedding,
  memberOf,
  peopleOf,
  person,
  postForm,
} from "../../../tests/support/guests";
import { eventDietaryTotals, eventGuestCounts, eventHouseholdCounts } from "./guest-counts.server";
import { eventGuestCsv, guestListForDownload } from "./guest-export.server";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("~/features/accounts/session.server", () => ({
  getOptionalUser: async () => session.user,
  readSession: async () => ({ user: session.user, unavailable: false, headers: new Headers() }),
}));
const listRoute = await import("~/routes/dashboard-guests");
const householdRoute = await import("~/routes/dashboard-household");
const eventRoute = await import("~/routes/dashboard-guests-event");
const csvRoute = await import("~/routes/dashboard-guests-event-csv");
const importRoute = await import("~/routes/dashboard-guests-import");

const as = (user: SessionUser | null) => {
  session.user = user;
};

describe("adding and changing a household", () => {
  it("adds a household with its people and records who did it", async () => {
    const { actor, wedding } = await makeWedding();
    const planner = await memberOf(wedding.weddingId, "planner", "Mum");
    as(planner);
    const saved = await postForm(householdRoute.action, "/dashboard/guests/households/new", {
      intent: "save",
      householdName: "The Patel family",
      address: "14 Oak Road, Leicester",
      phone: "+91 98765 43210",
      side: "partner2",
      group: "Family",
      tags: "cousins, Leicester",
      "people[0].name": "Anil Patel",
      "people[0].dietary": ["jain", "nut-allergy"],
      "people[1].name": "Riya Patel",
      "people[1].age": "child",
      "people[2].name": "",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard/guests");
    const list = await getPage(listRoute.loader, "/dashboard/guests");
    const page = list.data as unknown as Awaited<ReturnType<typeof listRoute.loader>>;
    expect(page.totals).toEqual({ households: 1, people: 2, adults: 1, children: 1 });
    expect(page.households[0]).toMatchObject({
      name: "The Patel family",
      side: "partner2",
      groupName: "family",
      tags: ["cousins", "Leicester"],
      phone: "+91 98765 43210",
    });
    expect(page.households[0]?.people.map((p) => [p.name, p.isChild, p.dietary])).toEqual([
      ["Anil Patel", false, ["jain", "nut-allergy"]],
      ["Riya Patel", true, []],
    ]);
    expect(await activityOf(actor.wedding.weddingId)).toEqual([
      "Mum added The Patel family (2 guests)",
    ]);
  });

  it("'Add another person' shows one more row with everything kept, and saves nothing", async () => {
    const { couple, wedding } = await makeWedding();
    as(couple.user);
    const more = await postForm(householdRoute.action, "/dashboard/guests/households/new", {
      intent: "add-person",
      householdName: "The Shah family",
      "people[0].name": "Priya Shah",
      "people[0].dietary": ["vegan", "other"],
      "people[0].dietaryOther": "coeliac",
    });
    expect(more.status).toBe(200);
    expect(more.data).toMatchObject({
      rows: 2,
      values: {
        householdName: "The Shah family",
        "people[0].name": "Priya Shah",
        "people[0].dietary": "vegan,other",
        "people[0].dietaryOther": "coeliac",
      },
    });
    expect(await countRows(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("answers a bad form with each message by its field and what was typed, writing nothing", async () => {
    const { couple, wedding } = await makeWedding();
    as(couple.user);
    const bad = await postForm(householdRoute.action, "/dashboard/guests/households/new", {
      intent: "save",
      householdName: "",
      phone: "ring me",
      "people[0].name": "Dev Shah",
      "people[0].email": "dev@",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toMatchObject({
      householdName: expect.any(String),
      phone: expect.stringContaining("UK or international"),
      "people[0].email": expect.any(String),
    });
    expect(bad.data?.values).toMatchObject({ phone: "ring me", "people[0].name": "Dev Shah" });
    expect(await countRows(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("edits people, removes one ticked Remove and adds a new one", async () => {
    const { couple, actor, wedding } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [
      person("Anil Patel"),
      person("Meena Patel"),
    ]);
    const [anil, meena] = await peopleIds(id);
    as(couple.user);
    const saved = await postForm(
      householdRoute.action,
      `/dashboard/guests/households/${id}`,
      {
        intent: "save",
        householdName: "The Patel family",
        side: "partner1",
        "people[0].id": String(anil),
        "people[0].name": "Anil Patel",
        "people[0].email": "anil@example.com",
        "people[1].id": String(meena),
        "people[1].name": "Meena Patel",
        "people[1].remove": "yes",
        "people[2].name": "Kiran Patel",
        "people[2].age": "child",
      },
      { householdId: String(id) },
    );
    expect(saved.status).toBe(302);
    expect(await peopleOf(id)).toEqual([
      { name: "Anil Patel", isChild: false, dietary: [], email: "anil@example.com" },
      { name: "Kiran Patel", isChild: true, dietary: [], email: null },
    ]);
    expect((await activityOf(wedding.weddingId)).at(-1)).toBe(
      "Asha Patel updated The Patel family (added 1 guest, removed 1 guest)",
    );
  });

  it("removes a household with its people and invitations", async () => {
    const { couple, actor, wedding, eventIds } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
    as(couple.user);
    await postForm(
      eventRoute.action,
      `/dashboard/guests/events/${eventIds[0]}`,
      { intent: "invite-group", who: "everyone" },
      { eventId: String(eventIds[0]) },
    );
    const gone = await postForm(
      householdRoute.action,
      `/dashboard/guests/households/${id}`,
      { intent: "delete" },
      { householdId: String(id) },
    );
    expect(gone.status).toBe(302);
    expect(await countRows(wedding.weddingId)).toEqual({
      households: 0,
      guests: 0,
      invitations: 0,
    });
    expect((await activityOf(wedding.weddingId)).at(-1)).toBe(
      "Asha Patel removed The Patel family (1 guest)",
    );
  });
});

async function peopleIds(householdId: number) {
  const { db } = await import("~/db/client.server");
  const { guest } = await import("~/db/schema-weddings");
  const { eq } = await import("drizzle-orm");
  const rows = await db
    .select({ id: guest.id })
    .from(guest)
    .where(eq(guest.householdId, householdId))
    .orderBy(guest.id);
  return rows.map((row) => row.id);
}

describe("inviting households to events", () => {
  async function threeSides() {
    const made = await makeWedding();
    const { actor } = made;
    await addHousehold(
      actor,
      "The Patel family",
      [person("Anil Patel"), person("Riya Patel", { isChild: true })],
      { side: "partner1", groupName: "family", tags: ["cousins"] },
    );
    await addHousehold(actor, "The Mehta family", [person("Vik Mehta")], {
      side: "partner2",
      groupName: "family",
    });
    await addHousehold(actor, "Dev and Sara", [person("Dev Shah"), person("Sara Shah")], {
      side: "partner2",
      groupName: "friends",
      tags: ["university", "cousins"],
    });
    await addHousehold(actor, "The Joshis", [person("Neil Joshi")], {
      side: "both",
      groupName: "work",
    });
    as(made.couple.user);
    return made;
  }
  const invite = (eventId: number, fields: Record<string, string | string[]>) =>
    postForm(eventRoute.action, `/dashboard/guests/events/${eventId}`, fields, {
      eventId: String(eventId),
    });

  it("invites a whole side, a group or a tag, and everyone", async () => {
    const { eventIds, wedding } = await threeSides();
    const [mehndi = 0, reception = 0] = eventIds;
    const bySide = await invite(mehndi, { intent: "invite-group", who: "side:partner2" });
    expect(bySide.status).toBe(302);
    expect(bySide.location).toBe(`/dashboard/guests/events/${mehndi}`);
    expect(await invitedTo(mehndi)).toEqual(["Dev and Sara", "The Mehta family"]);
    await invite(mehndi, { intent: "invite-group", who: "group:work" });
    await invite(mehndi, { intent: "invite-group", who: "tag:cousins" });
    expect(await invitedTo(mehndi)).toEqual([
      "Dev and Sara",
      "The Joshis",
      "The Mehta family",
      "The Patel family",
    ]);
    await invite(reception, { intent: "invite-group", who: "everyone" });
    expect(await invitedTo(reception)).toHaveLength(4);
    await invite(mehndi, { intent: "uninvite-group", who: "group:friends" });
    expect(await invitedTo(mehndi)).toEqual(["The Joshis", "The Mehta family", "The Patel family"]);
    expect((await activityOf(wedding.weddingId)).slice(4)).toEqual([
      "Asha Patel invited 2 households to the Mehndi",
      "Asha Patel invited 1 household to the Mehndi",
      "Asha Patel invited 1 household to the Mehndi",
      "Asha Patel invited 4 households to the Reception",
      "Asha Patel uninvited 1 household from the Mehndi",
    ]);
  });

  it("invites ticked households one by one and uninvites the unticked ones shown", async () => {
    const { eventIds, wedding } = await threeSides();
    const [mehndi = 0] = eventIds;
    const page = await getPage(eventRoute.loader, `/dashboard/guests/events/${mehndi}`, {
      eventId: String(mehndi),
    });
    const rows = (page.data as { list: { id: number; name: string }[] }).list;
    const ids = Object.fromEntries(rows.map((row) => [row.name, String(row.id)]));
    await invite(mehndi, {
      intent: "set-invited",
      shown: Object.values(ids),
      invited: [ids["The Joshis"] ?? "", ids["The Patel family"] ?? ""],
    });
    expect(await invitedTo(mehndi)).toEqual(["The Joshis", "The Patel family"]);
    // Shown only the Patels (a filter), unticked: the Joshis stay invited.
    await invite(mehndi, { intent: "set-invited", shown: [ids["The Patel family"] ?? ""] });
    expect(await invitedTo(mehndi)).toEqual(["The Joshis"]);
    expect((await activityOf(wedding.weddingId)).slice(-2)).toEqual([
      "Asha Patel invited 2 households to the Mehndi",
      "Asha Patel uninvited 1 household from the Mehndi",
    ]);
  });

  it("refuses a bulk invitation to no one with a message by the field", async () => {
    const { eventIds } = await threeSides();
    const refused = await invite(eventIds[0] ?? 0, { intent: "invite-group", who: "" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ who: "Choose who to invite" });
  });
});

describe("an event's numbers", () => {
  it("counts invited, attending, declined and awaiting people and households, with dietary totals", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0, reception = 0] = eventIds;
    const patel = await addHousehold(actor, "The Patel family", [
      person("Anil Patel", { dietary: ["jain"] }),
      person("Meena Patel", { dietary: ["vegetarian", "nut-allergy"] }),
      person("Riya Patel", { isChild: true, dietary: ["vegetarian"] }),
    ]);
    const shah = await addHousehold(actor, "The Shahs", [
      person("Dev Shah"),
      person("Sara Shah", { dietary: ["other"], dietaryOther: "coeliac" }),
    ]);
    const joshi = await addHousehold(actor, "The Joshis", [
      person("Neil Joshi", { dietary: ["vegan"] }),
    ]);
    await addHousehold(actor, "Not invited", [person("Someone Else", { dietary: ["halal"] })]);
    as(actor.user);
    await postForm(
      eventRoute.action,
      `/dashboard/guests/events/${mehndi}`,
      {
        intent: "set-invited",
        shown: [String(patel), String(shah), String(joshi)],
        invited: [String(patel), String(shah), String(joshi)],
      },
      { eventId: String(mehndi) },
    );
    await answer(wedding.weddingId, patel, mehndi, [true, true, true]);
    await answer(wedding.weddingId, shah, mehndi, [false, true]);
    await answer(wedding.weddingId, joshi, mehndi, [false]);
    // An answer for an event the household is not invited to counts nowhere.
    await answer(wedding.weddingId, joshi, reception, [true]);

    const counts = await eventGuestCounts(wedding.weddingId, [mehndi, reception]);
    expect(counts[mehndi]).toEqual({
      invited: 6,
      attending: 4,
      declined: 2,
      awaiting: 0,
      adults: 3,
      children: 1,
    });
    expect(counts[reception]).toEqual({
      invited: 0,
      attending: 0,
      declined: 0,
      awaiting: 0,
      adults: 0,
      children: 0,
    });
    expect(await eventHouseholdCounts(wedding.weddingId, mehndi)).toEqual({
      invited: 3,
      attending: 2,
      declined: 1,
      awaiting: 0,
    });
    const dietary = await eventDietaryTotals(wedding.weddingId, mehndi);
    expect(Object.fromEntries(dietary.totals.map((t) => [t.need, t.count]))).toEqual({
      vegetarian: 2,
      jain: 1,
      "nut-allergy": 1,
      other: 1,
    });
    expect(dietary.others).toEqual(["coeliac"]);

    const page = await getPage(eventRoute.loader, `/dashboard/guests/events/${mehndi}`, {
      eventId: String(mehndi),
    });
    // The Mehndi's estimate is 5 guests: 4 attending is within it, 6 is not.
    expect(page.data).toMatchObject({ overEstimate: false, counts: { attending: 4 } });
    await answer(wedding.weddingId, shah, mehndi, [true, true]);
    await answer(wedding.weddingId, joshi, mehndi, [true]);
    const over = await getPage(eventRoute.loader, `/dashboard/guests/events/${mehndi}`, {
      eventId: String(mehndi),
    });
    expect(over.data).toMatchObject({ overEstimate: true, counts: { attending: 6 } });
  });

  it("exports the caterer's CSV: everyone invited, their answer and needs, safe cells, totals", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0] = eventIds;
    const patel = await addHousehold(actor, "The Patel family", [
      person("Anil Patel", { dietary: ["jain"], accessibility: "Wheelchair; table near the door" }),
      person('=HYPERLINK("http://x")', { dietary: ["vegetarian"] }),
    ]);
    const shah = await addHousehold(actor, "Shah, Dev", [person("Dev Shah")]);
    as(actor.user);
    await postForm(
      eventRoute.action,
      `/dashboard/guests/events/${mehndi}`,
      { intent: "invite-group", who: "everyone" },
      { eventId: String(mehndi) },
    );
    await answer(wedding.weddingId, patel, mehndi, [true, true]);
    await answer(wedding.weddingId, shah, mehndi, [false]);
    const csv = await getPage(csvRoute.loader, `/dashboard/guests/events/${mehndi}/guests.csv`, {
      eventId: String(mehndi),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="mehndi-2027-06-10-guests.csv"',
    );
    const text = String((csv.data as { text: string }).text);
    const made = await eventGuestCsv(wedding.weddingId, wedding.planUserId, mehndi);
    expect(made?.body.startsWith("\uFEFFName,")).toBe(true);
    expect(text.split("\r\n")).toEqual([
      "Name,Household,Adult or child,Attending,Dietary needs,Other dietary need,Accessibility and table notes",
      "Anil Patel,The Patel family,Adult,Attending,Jain,,Wheelchair; table near the door",
      `"'=HYPERLINK(""http://x"")",The Patel family,Adult,Attending,Vegetarian,,`,
      'Dev Shah,"Shah, Dev",Adult,Not attending,,,',
      "",
      "Dietary totals of the people attending the Mehndi",
      "Vegetarian,1",
      "Jain,1",
      'In all,"1 vegetarian, 1 Jain"',
      "",
    ]);
  });

  it("gives the couple's data download every household, person, invitation and answer", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const [mehndi = 0] = eventIds;
    const patel = await addHousehold(
      actor,
      "The Patel family",
      [person("Anil Patel", { dietary: ["jain"] })],
      { email: "patels@example.com" },
    );
    as(actor.user);
    await postForm(
      eventRoute.action,
      `/dashboard/guests/events/${mehndi}`,
      { intent: "invite-group", who: "everyone" },
      { eventId: String(mehndi) },
    );
    await answer(wedding.weddingId, patel, mehndi, [true]);
    const download = await guestListForDownload(wedding.weddingId);
    expect(JSON.parse(JSON.stringify(download))).toMatchObject([
      {
        name: "The Patel family",
        email: "patels@example.com",
        invitedTo: [{ event: "Mehndi", date: "2027-06-10" }],
        people: [
          {
            name: "Anil Patel",
            dietary: ["jain"],
            answers: [{ event: "Mehndi", attending: true }],
          },
        ],
      },
    ]);
  });
});

describe("who may see and change the guest list", () => {
  it("lets a viewer read every page but refuses each change with 403, changing nothing", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
    const viewer = await memberOf(wedding.weddingId, "viewer", "Aunty");
    as(viewer);
    const event = String(eventIds[0]);
    expect((await getPage(listRoute.loader, "/dashboard/guests")).status).toBe(200);
    const household = await getPage(householdRoute.loader, `/dashboard/guests/households/${id}`, {
      householdId: String(id),
    });
    expect(household.status).toBe(200);
    expect(household.data).toMatchObject({ canChange: false });
    expect(
      (await getPage(eventRoute.loader, `/dashboard/guests/events/${event}`, { eventId: event }))
        .status,
    ).toBe(200);
    expect(
      (
        await getPage(csvRoute.loader, `/dashboard/guests/events/${event}/guests.csv`, {
          eventId: event,
        })
      ).status,
    ).toBe(200);
    expect((await getPage(householdRoute.loader, "/dashboard/guests/households/new")).status).toBe(
      403,
    );
    const before = await countRows(wedding.weddingId);
    const refused = [
      await postForm(householdRoute.action, "/dashboard/guests/households/new", {
        intent: "save",
        householdName: "Viewers",
        "people[0].name": "Nope",
      }),
      await postForm(
        householdRoute.action,
        `/dashboard/guests/households/${id}`,
        { intent: "delete" },
        { householdId: String(id) },
      ),
      await postForm(
        eventRoute.action,
        `/dashboard/guests/events/${event}`,
        { intent: "invite-group", who: "everyone" },
        { eventId: event },
      ),
      await postForm(importRoute.action, "/dashboard/guests/import", {
        intent: "save",
        draft: "x",
      }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await countRows(wedding.weddingId)).toEqual(before);
    expect(await householdNames(wedding.weddingId)).toEqual(["The Patel family"]);
  });

  it("answers 404 for every id of another wedding, the same as for none, and changes nothing", async () => {
    const theirs = await makeWedding({ name: "Nina Rao", name2: "Sam Rao" });
    const theirHousehold = await addHousehold(theirs.actor, "The Raos", [person("Uma Rao")]);
    const theirEvent = String(theirs.eventIds[0]);
    const mine = await makeWedding();
    const myHousehold = await addHousehold(mine.actor, "The Patel family", [person("Anil Patel")]);
    const myEvent = String(mine.eventIds[0]);
    as(mine.couple.user);
    const theirGuest = (await peopleIds(theirHousehold))[0];
    const statuses = [
      await getPage(householdRoute.loader, `/dashboard/guests/households/${theirHousehold}`, {
        householdId: String(theirHousehold),
      }),
      await getPage(householdRoute.loader, "/dashboard/guests/households/999999999", {
        householdId: "999999999",
      }),
      await getPage(eventRoute.loader, `/dashboard/guests/events/${theirEvent}`, {
        eventId: theirEvent,
      }),
      await getPage(csvRoute.loader, `/dashboard/guests/events/${theirEvent}/guests.csv`, {
        eventId: theirEvent,
      }),
      await postForm(
        householdRoute.action,
        `/dashboard/guests/households/${theirHousehold}`,
        { intent: "save", householdName: "Mine now", "people[0].name": "X Y" },
        { householdId: String(theirHousehold) },
      ),
      await postForm(
        householdRoute.action,
        `/dashboard/guests/households/${theirHousehold}`,
        { intent: "delete" },
        { householdId: String(theirHousehold) },
      ),
      // Their person named in my household's form.
      await postForm(
        householdRoute.action,
        `/dashboard/guests/households/${myHousehold}`,
        {
          intent: "save",
          householdName: "The Patel family",
          "people[0].id": String(theirGuest),
          "people[0].name": "Taken",
        },
        { householdId: String(myHousehold) },
      ),
      await postForm(
        eventRoute.action,
        `/dashboard/guests/events/${theirEvent}`,
        { intent: "invite-group", who: "everyone" },
        { eventId: theirEvent },
      ),
      // Their household ticked on my event.
      await postForm(
        eventRoute.action,
        `/dashboard/guests/events/${myEvent}`,
        {
          intent: "set-invited",
          shown: [String(theirHousehold)],
          invited: [String(theirHousehold)],
        },
        { eventId: myEvent },
      ),
      await getPage(importRoute.loader, "/dashboard/guests/import?report=999999"),
    ];
    expect(statuses.map((answer) => answer.status)).toEqual([
      404, 404, 404, 404, 404, 404, 404, 404, 404, 404,
    ]);
    expect(await householdNames(theirs.wedding.weddingId)).toEqual(["The Raos"]);
    expect(await peopleOf(theirHousehold)).toMatchObject([{ name: "Uma Rao" }]);
    expect(await peopleOf(myHousehold)).toMatchObject([{ name: "Anil Patel" }]);
    expect(await countRows(theirs.wedding.weddingId)).toMatchObject({ invitations: 0 });
    expect(await countRows(mine.wedding.weddingId)).toMatchObject({ invitations: 0 });
  });

  it("sends a visitor to log in and refuses a business account", async () => {
    as(null);
    const visitor = await getPage(listRoute.loader, "/dashboard/guests");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
    const { user: business } = await makeUser({ role: "business" });
    as(business);
    expect((await getPage(listRoute.loader, "/dashboard/guests")).status).toBe(403);
  });
});
