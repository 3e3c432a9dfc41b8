import { describe, expect, it, vi } from "vitest";
import { CSV, save, toMap, toPreview } from "../../../tests/support/guest-import";
import * as pages from "../../../tests/support/guest-pages";
import * as rows from "../../../tests/support/guest-rows";
import { addHousehold, makeWedding, memberOf, person } from "../../../tests/support/guests";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

describe("importing a CSV", () => {
  it("matches the columns, flags duplicates and writes nothing until the save", async () => {
    const { wedding } = await pages.signedInWedding();
    const map = await toMap("guests.csv", CSV);
    expect(map).toMatchObject({ step: "map", fileName: "guests.csv", rowCount: 7 });
    expect(map.values).toMatchObject({
      "map-household": "0",
      "map-name": "1",
      "map-side": "2",
      "map-group": "3",
      "map-email": "4",
      "map-phone": "5",
      "map-child": "6",
      "map-dietary": "7",
      "map-notes": "8",
      "map-surname": "",
    });
    const preview = await toPreview(map);
    expect(preview.counts).toEqual({
      added: 5,
      merged: 1,
      skipped: 1,
      duplicates: 1,
      households: 3,
    });
    expect(preview.sides).toEqual([
      { name: "side:Groom", raw: "Groom", side: "partner2" },
      { name: "side:Bride", raw: "Bride", side: "partner1" },
      { name: "side:Both", raw: "Both", side: "both" },
    ]);
    expect(preview.decisions).toMatchObject([
      {
        line: 4,
        duplicates: [
          {
            choiceKey: "row-4",
            choice: "merge",
            message: "anil patel is twice in The Patel family (rows 2 and 4)",
          },
        ],
      },
    ]);
    expect(await rows.counts(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
    expect(await rows.activity(wedding.weddingId)).toEqual([]);
  });

  it("saves with the couple's choices and keeps every row's outcome, shown on the report", async () => {
    const { wedding } = await makeWedding();
    const planner = await memberOf(wedding.weddingId, "planner", "Mum");
    pages.as(planner);
    const preview = await toPreview(await toMap("guests.csv", CSV));
    // The couple says "Bride" is Rohan's side after all.
    const saved = await save(preview, { "side:Bride": "partner2", "row-4": "skip" });
    expect(saved.status).toBe(302);
    const reportId = saved.location?.match(/report=(\d+)$/)?.[1];
    expect(reportId).toBeTruthy();
    expect(await rows.householdNames(wedding.weddingId)).toEqual([
      "The Patel family",
      "Shah household",
      "No Household Person",
    ]);
    const report = await pages.importReport(String(reportId));
    expect(report.status).toBe(200);
    const outcomes = (report.data as { report: { outcomes: unknown[] } }).report.outcomes;
    expect(outcomes).toEqual([
      { row: 2, name: "Anil Patel", outcome: "added" },
      { row: 3, name: "Riya Patel", outcome: "added" },
      {
        row: 4,
        name: "anil patel",
        outcome: "skipped",
        why: "anil patel is twice in The Patel family (rows 2 and 4); you chose to skip it",
      },
      {
        row: 5,
        name: "Priya Shah",
        outcome: "added",
        why: 'E-mail "priya@" left out: not an e-mail address',
      },
      {
        row: 7,
        name: "Dev Shah",
        outcome: "added",
        why: 'Phone "not a phone" left out: not a phone number',
      },
      { row: 8, name: "No Household Person", outcome: "added" },
      { row: 9, name: "(no name)", outcome: "skipped", why: "No name" },
    ]);
    const list = await pages.list();
    const households = (
      list.data as {
        households: {
          name: string;
          side: string;
          groupName: string;
          people: {
            name: string;
            isChild: boolean;
            dietary: string[];
            accessibility: string | null;
          }[];
        }[];
      }
    ).households;
    const patel = households.find((h) => h.name === "The Patel family");
    const shah = households.find((h) => h.name === "Shah household");
    expect(patel).toMatchObject({ side: "partner2", groupName: "family" });
    expect(patel?.people).toMatchObject([
      { name: "Anil Patel", isChild: false, dietary: ["jain"] },
      { name: "Riya Patel", isChild: true, dietary: ["vegetarian"] },
    ]);
    expect(shah).toMatchObject({ side: "partner2", groupName: "friends" });
    expect(shah?.people[0]).toMatchObject({ dietary: ["vegan"], accessibility: "Wheelchair user" });
    expect(await rows.activity(wedding.weddingId)).toEqual([
      "Mum imported guests.csv: added 5 guests in 3 new households, merged 0, skipped 2",
    ]);
  });

  it("merges a duplicate row into the first: needs joined, blanks filled", async () => {
    const { wedding } = await pages.signedInWedding();
    const saved = await save(await toPreview(await toMap("guests.csv", CSV)));
    expect(saved.status).toBe(302);
    const [patel] = await rows.householdIds(wedding.weddingId);
    expect(await rows.people(patel ?? 0)).toMatchObject([
      { name: "Anil Patel", dietary: ["jain", "nut-allergy"], email: "anil@example.com" },
      { name: "Riya Patel" },
    ]);
  });

  it("flags a household already on the list; merge adds to it, skip leaves it alone", async () => {
    const { couple, actor, wedding } = await makeWedding();
    const existing = await addHousehold(actor, "Patel Family", [person("Anil Patel")], {
      side: "partner1",
    });
    pages.as(couple.user);
    const file =
      "Household,Name,Address\nThe Patel family,Anil Patel,14 Oak Road\nThe Patel family,Meena Patel,\n";
    const preview = await toPreview(await toMap("more.csv", file));
    expect(preview.counts).toMatchObject({ duplicates: 2, households: 0, added: 1, merged: 1 });
    expect(preview.decisions[0]?.duplicates.map((d) => d.message)).toEqual([
      "Patel Family is already on your list",
      "Anil Patel is already on your list in Patel Family",
    ]);
    const skipped = await save(preview, { "household-2": "skip" });
    expect(skipped.status).toBe(302);
    expect(await rows.people(existing)).toMatchObject([{ name: "Anil Patel" }]);
    const merged = await save(preview);
    expect(merged.status).toBe(302);
    expect(await rows.householdNames(wedding.weddingId)).toEqual(["Patel Family"]);
    expect(await rows.people(existing)).toMatchObject([
      { name: "Anil Patel" },
      { name: "Meena Patel" },
    ]);
  });
});
