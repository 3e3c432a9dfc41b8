/**
 * The guest list (issue 29): households and their people through the form, and invitations per
 * event in bulk and one by one. The numbers and exports are in guest-counts.int.test.ts, who
 * may do what in guest-access.int.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import * as pages from "../../../tests/support/guest-pages";
import * as rows from "../../../tests/support/guest-rows";
import { addHousehold, makeWedding, memberOf, person } from "../../../tests/support/guests";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

describe("adding and changing a household", () => {
  it("adds a household with its people and records who did it", async () => {
    const { actor, wedding } = await makeWedding();
    const planner = await memberOf(wedding.weddingId, "planner", "Mum");
    pages.as(planner);
    const saved = await pages.postHousehold("new", {
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
    const list = await pages.list();
    const page = list.data as unknown as Awaited<ReturnType<typeof pages.listRoute.loader>>;
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
    expect(await rows.activity(actor.wedding.weddingId)).toEqual([
      "Mum added The Patel family (2 guests)",
    ]);
  });

  it("'Add another person' shows one more row with everything kept, and saves nothing", async () => {
    const { wedding } = await pages.signedInWedding();
    const more = await pages.postHousehold("new", {
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
    expect(await rows.counts(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("answers a bad form with each message by its field and what was typed, writing nothing", async () => {
    const { wedding } = await pages.signedInWedding();
    const bad = await pages.postHousehold("new", {
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
    expect(await rows.counts(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("edits people, removes one ticked Remove and adds a new one", async () => {
    const { couple, actor, wedding } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [
      person("Anil Patel"),
      person("Meena Patel"),
    ]);
    const [anil, meena] = await rows.peopleIds(id);
    pages.as(couple.user);
    const saved = await pages.postHousehold(id, {
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
    });
    expect(saved.status).toBe(302);
    expect(await rows.people(id)).toEqual([
      { name: "Anil Patel", isChild: false, dietary: [], email: "anil@example.com" },
      { name: "Kiran Patel", isChild: true, dietary: [], email: null },
    ]);
    expect((await rows.activity(wedding.weddingId)).at(-1)).toBe(
      "Asha Patel updated The Patel family (added 1 guest, removed 1 guest)",
    );
  });

  it("removes a household with its people and invitations", async () => {
    const { couple, actor, wedding, eventIds } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
    pages.as(couple.user);
    await pages.inviteEveryone(eventIds[0] ?? 0);
    const gone = await pages.postHousehold(id, { intent: "delete" });
    expect(gone.status).toBe(302);
    expect(await rows.counts(wedding.weddingId)).toEqual({
      households: 0,
      guests: 0,
      invitations: 0,
    });
    expect((await rows.activity(wedding.weddingId)).at(-1)).toBe(
      "Asha Patel removed The Patel family (1 guest)",
    );
  });
});

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
    pages.as(made.couple.user);
    return made;
  }
  it("invites a whole side, a group or a tag, and everyone", async () => {
    const { eventIds, wedding } = await threeSides();
    const [mehndi = 0, reception = 0] = eventIds;
    const bySide = await pages.postEvent(mehndi, { intent: "invite-group", who: "side:partner2" });
    expect(bySide.status).toBe(302);
    expect(bySide.location).toBe(`/dashboard/guests/events/${mehndi}`);
    expect(await rows.invitedTo(mehndi)).toEqual(["Dev and Sara", "The Mehta family"]);
    await pages.postEvent(mehndi, { intent: "invite-group", who: "group:work" });
    await pages.postEvent(mehndi, { intent: "invite-group", who: "tag:cousins" });
    expect(await rows.invitedTo(mehndi)).toEqual([
      "Dev and Sara",
      "The Joshis",
      "The Mehta family",
      "The Patel family",
    ]);
    await pages.postEvent(reception, { intent: "invite-group", who: "everyone" });
    expect(await rows.invitedTo(reception)).toHaveLength(4);
    await pages.postEvent(mehndi, { intent: "uninvite-group", who: "group:friends" });
    expect(await rows.invitedTo(mehndi)).toEqual([
      "The Joshis",
      "The Mehta family",
      "The Patel family",
    ]);
    expect((await rows.activity(wedding.weddingId)).slice(4)).toEqual([
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
    const page = await pages.event(mehndi);
    const listed = (page.data as { list: { id: number; name: string }[] }).list;
    const ids = Object.fromEntries(listed.map((row) => [row.name, String(row.id)]));
    await pages.postEvent(mehndi, {
      intent: "set-invited",
      shown: Object.values(ids),
      invited: [ids["The Joshis"] ?? "", ids["The Patel family"] ?? ""],
    });
    expect(await rows.invitedTo(mehndi)).toEqual(["The Joshis", "The Patel family"]);
    // Shown only the Patels (a filter), unticked: the Joshis stay invited.
    await pages.postEvent(mehndi, {
      intent: "set-invited",
      shown: [ids["The Patel family"] ?? ""],
    });
    expect(await rows.invitedTo(mehndi)).toEqual(["The Joshis"]);
    expect((await rows.activity(wedding.weddingId)).slice(-2)).toEqual([
      "Asha Patel invited 2 households to the Mehndi",
      "Asha Patel uninvited 1 household from the Mehndi",
    ]);
  });

  it("refuses a bulk invitation to no one with a message by the field", async () => {
    const { eventIds } = await threeSides();
    const refused = await pages.postEvent(eventIds[0] ?? 0, { intent: "invite-group", who: "" });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ who: "Choose who to invite" });
  });
});
