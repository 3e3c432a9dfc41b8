/**
 * Who may see and change the guest list (issue 29): viewers read every page and are refused
 * each change, another wedding's ids are not found, visitors and businesses are turned away.
 */
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../tests/factories";
import * as pages from "../../../tests/support/guest-pages";
import * as rows from "../../../tests/support/guest-rows";
import { addHousehold, makeWedding, memberOf, person } from "../../../tests/support/guests";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

describe("who may see and change the guest list", () => {
  it("lets a viewer read every page but refuses each change with 403, changing nothing", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
    const viewer = await memberOf(wedding.weddingId, "viewer", "Aunty");
    pages.as(viewer);
    const event = String(eventIds[0]);
    expect((await pages.list()).status).toBe(200);
    const household = await pages.household(id);
    expect(household.status).toBe(200);
    expect(household.data).toMatchObject({ canChange: false });
    expect((await pages.event(event)).status).toBe(200);
    expect((await pages.eventCsv(event)).status).toBe(200);
    expect((await pages.household("new")).status).toBe(403);
    const before = await rows.counts(wedding.weddingId);
    const refused = [
      await pages.postHousehold("new", {
        intent: "save",
        householdName: "Viewers",
        "people[0].name": "Nope",
      }),
      await pages.postHousehold(id, { intent: "delete" }),
      await pages.inviteEveryone(event),
      await pages.postImport({
        intent: "save",
        draft: "x",
      }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await rows.counts(wedding.weddingId)).toEqual(before);
    expect(await rows.householdNames(wedding.weddingId)).toEqual(["The Patel family"]);
  });

  it("brings back a form opened before someone else took a person off, with what was typed and a 409, changing nothing", async () => {
    const { actor, couple } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [
      person("Anil Patel"),
      person("Raj Patel"),
    ]);
    const [anil, raj] = (await rows.peopleIds(id)).map(String);
    pages.as(couple.user);
    const form = {
      intent: "save",
      householdName: "The Patel family",
      "people[0].id": anil,
      "people[0].name": "Anil Patel",
      "people[1].id": raj,
      "people[1].name": "Raj Patel",
    };
    // A planner, in another tab, takes Raj off.
    const removed = await pages.postHousehold(id, { ...form, "people[1].remove": "on" });
    expect(removed.status).toBe(302);
    // The form opened before that is saved with a new address and a need for Raj.
    const stale = await pages.postHousehold(id, {
      ...form,
      address: "1 New Road, Leicester",
      "people[1].dietary": "vegan",
    });
    expect(stale.status).toBe(409);
    const body = stale.data as { formError: string; values: Record<string, string> };
    expect(body.formError).toBe(
      "Raj Patel was taken off this household by someone else while you were editing it, so nothing was saved. Your other changes are below: save again to keep them.",
    );
    expect(body.values).toMatchObject({
      address: "1 New Road, Leicester",
      "people[0].name": "Anil Patel",
    });
    expect(body.values["people[1].name"]).toBeUndefined();
    expect(await rows.people(id)).toMatchObject([{ name: "Anil Patel" }]);
    expect((await pages.household(id)).data).toMatchObject({ household: { address: null } });
  });

  it("answers 404 for every id of another wedding, the same as for none, and changes nothing", async () => {
    const theirs = await makeWedding({ name: "Nina Rao", name2: "Sam Rao" });
    const theirHousehold = await addHousehold(theirs.actor, "The Raos", [person("Uma Rao")]);
    const theirEvent = String(theirs.eventIds[0]);
    const mine = await makeWedding();
    const myHousehold = await addHousehold(mine.actor, "The Patel family", [person("Anil Patel")]);
    const myEvent = String(mine.eventIds[0]);
    pages.as(mine.couple.user);
    const theirGuest = (await rows.peopleIds(theirHousehold))[0];
    const statuses = [
      await pages.household(theirHousehold),
      await pages.household("999999999"),
      await pages.event(theirEvent),
      await pages.eventCsv(theirEvent),
      await pages.postHousehold(theirHousehold, {
        intent: "save",
        householdName: "Mine now",
        "people[0].name": "X Y",
      }),
      await pages.postHousehold(theirHousehold, { intent: "delete" }),
      // Their person named in my household's form.
      await pages.postHousehold(myHousehold, {
        intent: "save",
        householdName: "The Patel family",
        "people[0].id": String(theirGuest),
        "people[0].name": "Taken",
      }),
      await pages.inviteEveryone(theirEvent),
      // Their household ticked on my event.
      await pages.postEvent(myEvent, {
        intent: "set-invited",
        shown: [String(theirHousehold)],
        invited: [String(theirHousehold)],
      }),
      await pages.importReport(999999),
    ];
    expect(statuses.map((answer) => answer.status)).toEqual([
      404, 404, 404, 404, 404, 404, 404, 404, 404, 404,
    ]);
    expect(await rows.householdNames(theirs.wedding.weddingId)).toEqual(["The Raos"]);
    expect(await rows.people(theirHousehold)).toMatchObject([{ name: "Uma Rao" }]);
    expect(await rows.people(myHousehold)).toMatchObject([{ name: "Anil Patel" }]);
    expect(await rows.counts(theirs.wedding.weddingId)).toMatchObject({ invitations: 0 });
    expect(await rows.counts(mine.wedding.weddingId)).toMatchObject({ invitations: 0 });
  });

  it("sends a visitor to log in and refuses a business account", async () => {
    pages.as(null);
    const visitor = await pages.list();
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
    const { user: business } = await makeUser({ role: "business" });
    pages.as(business);
    expect((await pages.list()).status).toBe(403);
  });
});
