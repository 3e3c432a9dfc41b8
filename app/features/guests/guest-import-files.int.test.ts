/**
 * Importing a guest spreadsheet (issue 29), the files: an Excel workbook read and imported the
 * same way as a CSV, and files that are not guest lists, or uploads changed between the steps,
 * refused with a message.
 */
import ExcelJS from "exceljs";
import { describe, expect, it, vi } from "vitest";
import { CSV, save, toMap, toPreview, upload, zipOf } from "../../../tests/support/guest-import";
import * as pages from "../../../tests/support/guest-pages";
import * as rows from "../../../tests/support/guest-rows";
import { IMPORT_MAX_BYTES } from "./guest.constants";
import type { ImportAnswer } from "./guest-import-actions.server";

vi.mock("~/features/accounts/session.server", () => import("../../../tests/support/session-mock"));

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
    const { wedding } = await pages.signedInWedding();
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
    expect(await rows.counts(wedding.weddingId)).toMatchObject({ households: 0 });
    expect((await save(preview)).status).toBe(302);
    const [mehta] = await rows.householdIds(wedding.weddingId);
    expect(await rows.people(mehta ?? 0)).toEqual([
      { name: "Vik Mehta", isChild: false, dietary: ["halal"], email: "vik@example.com" },
      { name: "Tara Mehta", isChild: true, dietary: ["eggless"], email: null },
    ]);
  });
});

describe("a workbook whose cells spell control characters", () => {
  it("imports the names without them (a NUL would be refused by the database)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Guests");
    sheet.addRow(["Family", "Name"]);
    // Excel writes a control character as _x0000_; ExcelJS reads it back as the character.
    sheet.addRow(["The Shahs", "Vik_x0000_ Shah"]);
    const bytes = await workbook.xlsx.writeBuffer();
    const { wedding } = await pages.signedInWedding();
    const preview = await toPreview(await toMap("shahs.xlsx", bytes as ArrayBuffer));
    expect((await save(preview)).status).toBe(302);
    const [shahs] = await rows.householdIds(wedding.weddingId);
    expect(await rows.people(shahs ?? 0)).toMatchObject([{ name: "Vik Shah" }]);
  });
});

describe("files that are not a guest list", () => {
  it("refuses each with a message and writes nothing", async () => {
    const { wedding } = await pages.signedInWedding();
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
    expect(await rows.counts(wedding.weddingId)).toMatchObject({ households: 0, guests: 0 });
  });

  it("refuses a changed or another wedding's upload between the steps", async () => {
    const mine = await pages.signedInWedding();
    const map = await toMap("guests.csv", CSV);
    const altered = await pages.postImport({
      ...map.values,
      draft: `${map.draft}x`,
      intent: "save",
    });
    expect(altered.status).toBe(400);
    expect(altered.data).toMatchObject({
      step: "upload",
      formError: expect.stringContaining("expired or was changed"),
    });
    const other = await pages.signedInWedding({ name: "Nina Rao" });
    const stolen = await pages.postImport({
      ...map.values,
      draft: map.draft,
      intent: "save",
    });
    expect(stolen.status).toBe(400);
    expect(await rows.counts(other.wedding.weddingId)).toMatchObject({ households: 0 });
    expect(await rows.counts(mine.wedding.weddingId)).toMatchObject({ households: 0 });
  });

  it("asks for the name's column when none is chosen", async () => {
    await pages.signedInWedding();
    const map = await toMap("guests.csv", CSV);
    const answer = await pages.postImport({
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
