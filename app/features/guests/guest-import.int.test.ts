/**
 * Importing a guest spreadsheet (issue 29): CSV and Excel, columns matched, duplicates flagged
 * before anything is saved, the couple's merge-or-skip, every row's outcome kept and shown, and
 * files that are not guest lists refused with a message.
 */
import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/features/accounts/session.server";
import {
  activityOf,
  addHousehold,
  countRows,
  getPage,
  householdNames,
  makeWedding,
  memberOf,
  peopleOf,
  person,
  postForm,
} from "../../../tests/support/guests";
import { IMPORT_MAX_BYTES } from "./guest.constants";
import type { ImportAnswer, MapStep, PreviewStep } from "./guest-import-actions.server";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("~/features/accounts/session.server", () => ({
  getOptionalUser: async () => session.user,
  readSession: async () => ({ user: session.user, unavailable: false, headers: new Headers() }),
}));
const importRoute = await import("~/routes/dashboard-guests-import");

const PATH = "/dashboard/guests/import";

const CSV = [
  "Household,Name,Side,Group,Email,Phone,Child,Dietary,Notes",
  "The Patel family,Anil Patel,Groom,Family,anil@example.com,07700 900123,,Jain,",
  "The Patel family,Riya Patel,Groom,Family,,,yes,veg,",
  "The Patel family,anil patel,Groom,Family,,,,nut allergy,Table near the door",
  "Shah household,Priya Shah,Bride,Friends,priya@,,,vegan,Wheelchair user",
  ",,,,,,,,",
  "Shah household,Dev Shah,Bride,Friends,,not a phone,,,",
  ",No Household Person,Both,Work,,,,,",
  "The Joshis,,Both,,,,,,",
].join("\r\n");

function upload(name: string, body: BlobPart) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([body], name));
  return postForm(importRoute.action, PATH, form);
}

async function toMap(name: string, body: BlobPart) {
  const answer = await upload(name, body);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as unknown as MapStep;
}

async function toPreview(map: MapStep, extra: Record<string, string> = {}) {
  const answer = await postForm(importRoute.action, PATH, {
    ...map.values,
    draft: map.draft,
    intent: "preview",
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as unknown as PreviewStep;
}

function save(preview: PreviewStep, extra: Record<string, string> = {}) {
  const sides = Object.fromEntries(preview.sides.map((side) => [side.name, side.side]));
  return postForm(importRoute.action, PATH, {
    ...preview.values,
    ...sides,
    draft: preview.draft,
    intent: "save",
    ...extra,
  });
}

describe("importing a CSV", () => {
  it("matches the columns, flags duplicates and writes nothing until the save", async () => {
    const { couple, wedding } = await makeWedding();
    session.user = couple.user;
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
    expect(await countRows(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
    expect(await activityOf(wedding.weddingId)).toEqual([]);
  });

  it("saves with the couple's choices and keeps every row's outcome, shown on the report", async () => {
    const { wedding } = await makeWedding();
    const planner = await memberOf(wedding.weddingId, "planner", "Mum");
    session.user = planner;
    const preview = await toPreview(await toMap("guests.csv", CSV));
    // The couple says "Bride" is Rohan's side after all.
    const saved = await save(preview, { "side:Bride": "partner2", "row-4": "skip" });
    expect(saved.status).toBe(302);
    const reportId = saved.location?.match(/report=(\d+)$/)?.[1];
    expect(reportId).toBeTruthy();
    expect(await householdNames(wedding.weddingId)).toEqual([
      "The Patel family",
      "Shah household",
      "No Household Person",
    ]);
    const report = await getPage(importRoute.loader, `${PATH}?report=${reportId}`);
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
    const list = await getPage(
      (await import("~/routes/dashboard-guests")).loader,
      "/dashboard/guests",
    );
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
    expect(await activityOf(wedding.weddingId)).toEqual([
      "Mum imported guests.csv: added 5 guests in 3 new households, merged 0, skipped 2",
    ]);
  });

  it("merges a duplicate row into the first: needs joined, blanks filled", async () => {
    const { couple, wedding } = await makeWedding();
    session.user = couple.user;
    const saved = await save(await toPreview(await toMap("guests.csv", CSV)));
    expect(saved.status).toBe(302);
    const [patel] = await householdIds(wedding.weddingId);
    expect(await peopleOf(patel ?? 0)).toMatchObject([
      { name: "Anil Patel", dietary: ["jain", "nut-allergy"], email: "anil@example.com" },
      { name: "Riya Patel" },
    ]);
  });

  it("flags a household already on the list; merge adds to it, skip leaves it alone", async () => {
    const { couple, actor, wedding } = await makeWedding();
    const existing = await addHousehold(actor, "Patel Family", [person("Anil Patel")], {
      side: "partner1",
    });
    session.user = couple.user;
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
    expect(await peopleOf(existing)).toMatchObject([{ name: "Anil Patel" }]);
    const merged = await save(preview);
    expect(merged.status).toBe(302);
    expect(await householdNames(wedding.weddingId)).toEqual(["Patel Family"]);
    expect(await peopleOf(existing)).toMatchObject([
      { name: "Anil Patel" },
      { name: "Meena Patel" },
    ]);
  });
});

async function householdIds(weddingId: number) {
  const { db } = await import("~/db/client.server");
  const { household } = await import("~/db/schema-weddings");
  const { eq } = await import("drizzle-orm");
  const rows = await db
    .select({ id: household.id })
    .from(household)
    .where(eq(household.weddingId, weddingId))
    .orderBy(household.id);
  return rows.map((row) => row.id);
}

describe("importing an Excel workbook", () => {
  it("reads the first sheet's cells (numbers, links) and imports it the same way", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Guests");
    sheet.addRow(["Family", "First name", "Surname", "E-mail", "Mobile", "Age", "Diet"]);
    sheet.addRow([
      "Mehta",
      "Vik",
      "Mehta",
      { text: "vik@example.com", hyperlink: "mailto:vik@example.com" },
      7700900456,
      40,
      "Halal",
    ]);
    sheet.addRow(["Mehta", "Tara", "Mehta", null, null, 6, "eggless"]);
    sheet.addRow(["Mehta", "Vik", "Mehta", null, null, null, null]);
    const bytes = await workbook.xlsx.writeBuffer();
    const { couple, wedding } = await makeWedding();
    session.user = couple.user;
    const map = await toMap("family.xlsx", bytes as ArrayBuffer);
    expect(map.headers).toEqual([
      "Family",
      "First name",
      "Surname",
      "E-mail",
      "Mobile",
      "Age",
      "Diet",
    ]);
    expect(map.values).toMatchObject({
      "map-household": "0",
      "map-name": "1",
      "map-surname": "2",
      "map-email": "3",
      "map-phone": "4",
      "map-child": "5",
      "map-dietary": "6",
    });
    const preview = await toPreview(map);
    expect(preview.counts).toMatchObject({ added: 2, merged: 1, duplicates: 1, households: 1 });
    expect(await countRows(wedding.weddingId)).toMatchObject({ households: 0 });
    expect((await save(preview)).status).toBe(302);
    const [mehta] = await householdIds(wedding.weddingId);
    expect(await peopleOf(mehta ?? 0)).toEqual([
      { name: "Vik Mehta", isChild: false, dietary: ["halal"], email: "vik@example.com" },
      { name: "Tara Mehta", isChild: true, dietary: ["eggless"], email: null },
    ]);
  });
});

describe("files that are not a guest list", () => {
  it("refuses each with a message and writes nothing", async () => {
    const { couple, wedding } = await makeWedding();
    session.user = couple.user;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const cases: [string, BlobPart, RegExp][] = [
      ["photo.csv", png, /not a CSV or Excel/],
      ["old.xls", xls, /older Excel file/],
      ["empty.csv", "", /Choose a CSV or Excel/],
      ["header-only.csv", "Name,Email\n", /no guests in it/],
      ["big.csv", `Name\n${"x".repeat(IMPORT_MAX_BYTES)}`, /larger than 1 MB/],
      ["bomb.xlsx", zipOf("xl/workbook.xml", Buffer.alloc(40 * 1024 * 1024)), /unpacks to more/],
      ["notes.xlsx", zipOf("word/document.xml", Buffer.from("<w/>")), /not a CSV or Excel/],
    ];
    for (const [name, body, message] of cases) {
      const answer = (await upload(name, body)) as { status: number; data: ImportAnswer | null };
      expect(answer.status, name).toBe(400);
      expect(answer.data, name).toMatchObject({
        step: "upload",
        formError: expect.stringMatching(message),
      });
    }
    expect(await countRows(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("refuses a changed or another wedding's upload between the steps", async () => {
    const mine = await makeWedding();
    session.user = mine.couple.user;
    const map = await toMap("guests.csv", CSV);
    const altered = await postForm(importRoute.action, PATH, {
      ...map.values,
      draft: `${map.draft}x`,
      intent: "save",
    });
    expect(altered.status).toBe(400);
    expect(altered.data).toMatchObject({
      step: "upload",
      formError: expect.stringContaining("expired or was changed"),
    });
    const other = await makeWedding({ name: "Nina Rao" });
    session.user = other.couple.user;
    const stolen = await postForm(importRoute.action, PATH, {
      ...map.values,
      draft: map.draft,
      intent: "save",
    });
    expect(stolen.status).toBe(400);
    expect(await countRows(other.wedding.weddingId)).toMatchObject({ households: 0 });
    expect(await countRows(mine.wedding.weddingId)).toMatchObject({ households: 0 });
  });

  it("asks for the name's column when none is chosen", async () => {
    const { couple } = await makeWedding();
    session.user = couple.user;
    const map = await toMap("guests.csv", CSV);
    const answer = await postForm(importRoute.action, PATH, {
      ...map.values,
      "map-name": "",
      draft: map.draft,
      intent: "preview",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      step: "map",
      errors: { "map-name": "Choose the column that holds each guest's name" },
    });
  });
});

/** A one-entry zip (deflated) holding `content` under `name`. */
function zipOf(name: string, content: Buffer) {
  const data = zlib.deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralStart = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, data, central, nameBytes, end]));
}
