import { describe, expect, it } from "vitest";
import { type ExistingVendor, type ImportRow, importKey, planImport } from "./import-plan";

const row = (line: number, name: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  line,
  name,
  categoryId: "venues",
  location: "United Kingdom",
  address: null,
  phone: null,
  email: null,
  website: null,
  ...extra,
});

const hall: ExistingVendor = {
  id: 7,
  name: "Grand Hall",
  categoryId: "venues",
  location: "Leicester",
  address: "1 Belgrave Road, Leicester, LE4 5AS",
  postcode: "LE4 5AS",
  phone: "0116 496 0000",
  email: "hall@example.com",
  website: null,
  shortDescription: "A hall",
};
const existing = new Map([[importKey(hall.name, hall.categoryId), hall]]);

describe("planImport", () => {
  it("skips a row with nothing new for a listing that exists, and writes nothing", () => {
    const plan = planImport([row(2, "GRAND HALL")], existing);
    expect(plan.outcomes).toEqual([
      {
        line: 2,
        name: "GRAND HALL",
        outcome: "skipped",
        reason: "Already listed with these details",
        unchanged: true,
      },
    ]);
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([]);
  });

  it("fills in what a row gives and keeps the rest", () => {
    const plan = planImport([row(2, "Grand Hall", { website: "https://hall.example" })], existing);
    expect(plan.outcomes[0]).toMatchObject({ outcome: "updated", reason: "Listing #7 updated" });
    const { id: _id, ...fields } = hall;
    expect(plan.updates).toEqual([
      { id: 7, fields: { ...fields, website: "https://hall.example" } },
    ]);
  });

  it("a new address brings its own location and drops the old postcode", () => {
    const plan = planImport(
      [row(2, "Grand Hall", { address: "9 High Street, Southall, UB1 3DB", location: "Southall" })],
      existing,
    );
    expect(plan.updates[0]?.fields).toMatchObject({
      address: "9 High Street, Southall, UB1 3DB",
      location: "Southall",
      postcode: null,
      phone: "0116 496 0000",
    });
  });

  it("adds a new business once; later rows for it merge into the first", () => {
    const plan = planImport(
      [
        row(2, "New Caterers", { categoryId: "catering", phone: "0116 496 0001" }),
        row(3, "new caterers", { categoryId: "catering" }),
        row(4, "New Caterers", { categoryId: "catering", email: "new@example.com" }),
        row(5, "New Caterers", { categoryId: "decor" }),
      ],
      existing,
    );
    expect(plan.outcomes.map((o) => [o.line, o.outcome, o.reason])).toEqual([
      [2, "added", undefined],
      [3, "skipped", "Same business as row 2"],
      [4, "updated", "Merged into row 2"],
      [5, "added", undefined],
    ]);
    expect(plan.inserts).toHaveLength(2);
    expect(plan.inserts[0]).toMatchObject({ phone: "0116 496 0001", email: "new@example.com" });
  });
});
