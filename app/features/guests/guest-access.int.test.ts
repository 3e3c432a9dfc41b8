/**
 * Who may see and change the guest list (issue 29): viewers read every page and are refused
 * each change, another wedding's ids are not found, visitors and businesses are turned away.
 */
import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../tests/factories";
import {
  as,
  eventCsv,
  eventPage,
  householdPage,
  importRoute,
  inviteEveryone,
  listRoute,
  postEvent,
  postHousehold,
} from "../../../tests/support/guest-pages";
import {
  addHousehold,
  countRows,
  getPage,
  householdNames,
  makeWedding,
  memberOf,
  peopleIds,
  peopleOf,
  person,
  postForm,
} from "../../../tests/support/guests";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

describe("who may see and change the guest list", () => {
  it("lets a viewer read every page but refuses each change with 403, changing nothing", async () => {
    const { actor, wedding, eventIds } = await makeWedding();
    const id = await addHousehold(actor, "The Patel family", [person("Anil Patel")]);
    const viewer = await memberOf(wedding.weddingId, "viewer", "Aunty");
    as(viewer);
    const event = String(eventIds[0]);
    expect((await getPage(listRoute.loader, "/dashboard/guests")).status).toBe(200);
    const household = await householdPage(id);
    expect(household.status).toBe(200);
    expect(household.data).toMatchObject({ canChange: false });
    expect((await eventPage(event)).status).toBe(200);
    expect((await eventCsv(event)).status).toBe(200);
    expect((await householdPage("new")).status).toBe(403);
    const before = await countRows(wedding.weddingId);
    const refused = [
      await postHousehold("new", {
        intent: "save",
        householdName: "Viewers",
        "people[0].name": "Nope",
      }),
      await postHousehold(id, { intent: "delete" }),
      await inviteEveryone(event),
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
      await householdPage(theirHousehold),
      await householdPage("999999999"),
      await eventPage(theirEvent),
      await eventCsv(theirEvent),
      await postHousehold(theirHousehold, {
        intent: "save",
        householdName: "Mine now",
        "people[0].name": "X Y",
      }),
      await postHousehold(theirHousehold, { intent: "delete" }),
      // Their person named in my household's form.
      await postHousehold(myHousehold, {
        intent: "save",
        householdName: "The Patel family",
        "people[0].id": String(theirGuest),
        "people[0].name": "Taken",
      }),
      await inviteEveryone(theirEvent),
      // Their household ticked on my event.
      await postEvent(myEvent, {
        intent: "set-invited",
        shown: [String(theirHousehold)],
        invited: [String(theirHousehold)],
      }),
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
