import { describe, expect, it } from "vitest";
import { DIETARY_NEEDS } from "~/db/schema-weddings";
import { DIETARY_IDS, dietaryTotalsText, isPhoneNumber, sideLabel } from "./guest.constants";
import { csvCell, csvLine } from "./guest-csv";
import { type ExistingList, planImport } from "./guest-import-plan";
import {
  guessMapping,
  guessSide,
  householdKey,
  readChild,
  readDietary,
  readRows,
  type Sheet,
} from "./guest-import-read";

const names = { partner1: "Asha Patel", partner2: "Rohan Mehta" };

function sheet(headers: string[], ...rows: string[][]): Sheet {
  return { headers, rows: rows.map((cells, i) => ({ line: i + 2, cells })) };
}

const EMPTY: ExistingList = { households: [], people: [] };

function plan(input: Sheet, existing = EMPTY, choices: Record<string, string> = {}) {
  const rows = readRows(input, guessMapping(input.headers), (raw) => guessSide(raw, names));
  return planImport(rows, existing, choices);
}

describe("matching a spreadsheet's columns", () => {
  it("guesses each field from the usual header words, whatever their case", () => {
    const mapping = guessMapping([
      "Household name",
      "Guest Name",
      "E-mail address",
      "Mobile",
      "Bride/Groom",
      "Relationship",
      "Age",
      "Dietary requirements",
      "Notes",
    ]);
    expect(mapping).toMatchObject({
      household: 0,
      name: 1,
      email: 2,
      phone: 3,
      side: 4,
      group: 5,
      child: 6,
      dietary: 7,
      notes: 8,
      surname: null,
      tags: null,
      address: null,
    });
  });

  it("keeps first name and surname apart when the file does", () => {
    expect(guessMapping(["First name", "Surname", "Family"])).toMatchObject({
      name: 0,
      surname: 1,
      household: 2,
    });
  });
});

describe("reading a row's cells", () => {
  it("reads dietary words into the list, and keeps what it does not know as other", () => {
    expect(readDietary("Veg, no onion/garlic; coeliac")).toEqual({
      dietary: ["vegetarian", "no-onion-garlic", "other"],
      other: "coeliac",
    });
    expect(readDietary("Vegan")).toEqual({ dietary: ["vegan"], other: null });
    expect(readDietary("Jain + nut allergy")).toEqual({
      dietary: ["jain", "nut-allergy"],
      other: null,
    });
    expect(readDietary("none")).toEqual({ dietary: [], other: null });
  });

  it("counts child, yes and ages under 18 as children", () => {
    for (const value of ["Child", "yes", "Y", "7", "kid"])
      expect(readChild(value), value).toBe(true);
    for (const value of ["", "Adult", "no", "34", "18"])
      expect(readChild(value), value).toBe(false);
  });

  it("reads a side from the partners' first names, bride or groom, and both", () => {
    expect(guessSide("Asha's family", names)).toBe("partner1");
    expect(guessSide("rohan", names)).toBe("partner2");
    expect(guessSide("Groom", names)).toBe("partner2");
    expect(guessSide("Bride's side", names)).toBe("partner1");
    expect(guessSide("Both", names)).toBe("both");
    expect(guessSide("Family friends", names)).toBe("both");
  });

  it("puts back the leading 0 a spreadsheet took from a UK mobile", () => {
    const [row] = readRows(
      sheet(["Name", "Phone"], ["Anil Patel", "7700900123"]),
      guessMapping(["Name", "Phone"]),
      () => "both",
    );
    expect(row?.person.phone).toBe("07700900123");
  });

  it("treats 'The Patel Family' and 'patel family' as one household", () => {
    expect(householdKey("The Patel Family")).toBe(householdKey("patel family"));
    expect(householdKey("The Shahs")).not.toBe(householdKey("The Patels"));
  });
});

describe("planning an import", () => {
  it("groups rows into households by the household column, one per row without it", () => {
    const grouped = plan(
      sheet(
        ["Household", "Name"],
        ["The Patel family", "Anil Patel"],
        ["The Patel family", "Meena Patel"],
        ["Shah household", "Priya Shah"],
      ),
    );
    expect(grouped.counts).toMatchObject({ added: 3, households: 2, duplicates: 0 });
    expect(grouped.households.map((h) => [h.values.name, h.people.length])).toEqual([
      ["The Patel family", 2],
      ["Shah household", 1],
    ]);
    const single = plan(sheet(["Name"], ["Anil Patel"], ["Meena Patel"]));
    expect(single.counts.households).toBe(2);
  });

  it("flags a person twice in one household and merges them unless told to skip", () => {
    const input = sheet(
      ["Household", "Name", "Dietary", "Email"],
      ["Patel", "Anil Patel", "Jain", ""],
      ["Patel", "anil  patel", "nut allergy", "anil@example.com"],
    );
    const merged = plan(input);
    expect(merged.counts).toMatchObject({ added: 1, merged: 1, duplicates: 1 });
    expect(merged.rows[1]).toMatchObject({ outcome: "merged", why: "With row 2" });
    expect(merged.rows[1]?.duplicates[0]?.message).toBe(
      "anil patel is twice in Patel (rows 2 and 3)",
    );
    expect(merged.households[0]?.people[0]?.values).toMatchObject({
      dietary: ["jain", "nut-allergy"],
      email: "anil@example.com",
    });
    const skipped = plan(input, EMPTY, { "row-3": "skip" });
    expect(skipped.rows[1]).toMatchObject({ outcome: "skipped" });
    expect(skipped.households[0]?.people[0]?.values.dietary).toEqual(["jain"]);
  });

  it("flags a household already on the list; merging adds its new people, skipping leaves it", () => {
    const existing: ExistingList = {
      households: [
        {
          id: 7,
          name: "The Patel family",
          address: null,
          email: null,
          phone: null,
          side: "partner1",
          groupName: "family",
          tags: [],
        },
      ],
      people: [
        {
          id: 70,
          householdId: 7,
          name: "Anil Patel",
          isChild: false,
          email: null,
          phone: null,
          dietary: [],
          dietaryOther: null,
          accessibility: null,
        },
      ],
    };
    const input = sheet(
      ["Household", "Name", "Address"],
      ["Patel Family", "Anil Patel", "14 Oak Road"],
      ["Patel Family", "Riya Patel", ""],
    );
    const merged = plan(input, existing);
    expect(merged.counts).toMatchObject({ added: 1, merged: 1, duplicates: 2, households: 0 });
    expect(merged.households[0]).toMatchObject({ existingId: 7, changed: true });
    expect(merged.households[0]?.values.address).toBe("14 Oak Road");
    const skipped = plan(input, existing, { "household-2": "skip" });
    expect(skipped.counts).toMatchObject({ added: 0, merged: 0, skipped: 2 });
    expect(skipped.households).toEqual([]);
  });

  it("keeps two households of one name at two addresses apart, in the file and on the list", () => {
    const input = sheet(
      ["Household", "Name", "Address"],
      ["The Patel family", "Anil Patel", "14 Oak Road, Leicester LE4 5LN"],
      ["The Patel family", "Meena Patel", ""],
      ["Patel family", "Kiran Patel", "2 Elm Close, Wembley HA9 0WS"],
      ["The Patel family", "Dev Patel", ""],
      ["The Patel Family", "Riya Patel", "14 oak road leicester le45ln"],
    );
    const grouped = plan(input);
    expect(grouped.counts).toMatchObject({ added: 5, households: 2, duplicates: 0 });
    expect(
      grouped.households.map((h) => [h.values.address, h.people.map((p) => p.values.name)]),
    ).toEqual([
      ["14 Oak Road, Leicester LE4 5LN", ["Anil Patel", "Meena Patel", "Riya Patel"]],
      ["2 Elm Close, Wembley HA9 0WS", ["Kiran Patel", "Dev Patel"]],
    ]);
    // On the list already at Oak Road: that one is the duplicate; Elm Close is a new household.
    const existing: ExistingList = {
      households: [
        {
          id: 7,
          name: "The Patel family",
          address: "14 Oak Road, Leicester LE4 5LN",
          email: null,
          phone: null,
          side: "partner1",
          groupName: null,
          tags: [],
        },
      ],
      people: [],
    };
    const against = plan(input, existing);
    expect(against.counts).toMatchObject({ duplicates: 1, households: 1 });
    expect(against.households.map((h) => h.existingId)).toEqual([7, null]);
  });

  it("skips a row without a name and says why, and leaves out a bad e-mail but keeps the person", () => {
    const result = plan(
      sheet(["Name", "Email"], ["", "x@example.com"], ["Dev Shah", "not an address"]),
    );
    expect(result.rows[0]).toMatchObject({ outcome: "skipped", why: "No name" });
    expect(result.rows[1]).toMatchObject({ outcome: "added" });
    expect(result.rows[1]?.why).toContain("left out: not an e-mail address");
  });
});

describe("the guest list's words and checks", () => {
  it("lists the same dietary needs as the database", () => {
    expect(DIETARY_IDS).toEqual([...DIETARY_NEEDS]);
  });

  it("labels the sides with the partners' first names", () => {
    expect(sideLabel("partner1", names)).toBe("Asha's family");
    expect(sideLabel("partner2", names)).toBe("Rohan's family");
    expect(sideLabel("both", names)).toBe("Both");
  });

  it("writes dietary totals largest first", () => {
    expect(
      dietaryTotalsText([
        { need: "jain", count: 8 },
        { need: "vegetarian", count: 112 },
        { need: "nut-allergy", count: 3 },
      ]),
    ).toBe("112 vegetarian, 8 Jain, 3 nut allergy");
  });

  it("takes UK and international numbers, not other text", () => {
    for (const good of [
      "07700 900123",
      "+44 7700 900123",
      "+91 98765 43210",
      "0044 20 7946 0000",
    ]) {
      expect(isPhoneNumber(good), good).toBe(true);
    }
    for (const bad of ["12345", "phone me", "+1 23", "0770090012345"]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });

  it("makes CSV cells that a spreadsheet never runs as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+44 7700")).toBe("'+44 7700");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvLine(["Patel, Anil", "Jain", null, 3])).toBe('"Patel, Anil",Jain,,3');
  });
});
