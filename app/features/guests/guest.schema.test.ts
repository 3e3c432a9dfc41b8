import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { householdSchema } from "./guest.schema";

const household = (fields: Record<string, unknown>) =>
  parseForm(householdSchema, { householdName: "The Patel family", side: "partner1", ...fields });

/** Each person's row as the form names its fields: `{ name }` second is "people[1].name". */
const people = (...rows: Record<string, string | string[]>[]) =>
  Object.fromEntries(
    rows.flatMap((row, index) =>
      Object.entries(row).map(([field, value]) => [`people[${index}].${field}`, value]),
    ),
  );

describe("the household form", () => {
  it("reads the household and each named person, leaving blank rows out", () => {
    const parsed = household({
      tags: "cousins, Leicester, cousins",
      group: "Family",
      ...people(
        { name: "Anil Patel", dietary: ["jain", "nut-allergy"] },
        { name: "Riya Patel", age: "child" },
        { name: "" },
      ),
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toMatchObject({
      name: "The Patel family",
      side: "partner1",
      groupName: "family",
      tags: ["cousins", "Leicester"],
      people: [
        { id: null, name: "Anil Patel", isChild: false, dietary: ["jain", "nut-allergy"] },
        { id: null, name: "Riya Patel", isChild: true, dietary: [] },
      ],
    });
  });

  it("asks which was meant when a need is typed but Other is not ticked", () => {
    const typed = household({
      ...people({ name: "Anil Patel", dietary: ["jain"], dietaryOther: "Coeliac" }),
    });
    expect(typed.ok).toBe(false);
    if (typed.ok) return;
    expect(typed.errors).toEqual({
      "people[0].dietaryOther": "Tick Other to keep this need, or clear the box",
    });
    expect(typed.values["people[0].dietaryOther"]).toBe("Coeliac");
    // Ticked, it is kept; with the box cleared, Other unticked removes it.
    const kept = household({
      ...people({ name: "Anil Patel", dietary: ["jain", "other"], dietaryOther: "Coeliac" }),
    });
    expect(kept.ok && kept.data.people[0]).toMatchObject({
      dietary: ["jain", "other"],
      dietaryOther: "Coeliac",
    });
  });

  it("puts each person's message on that person's own field", () => {
    const parsed = household(
      people(
        { name: "Anil Patel", email: "not-an-address" },
        { phone: "07700 900123" },
        { phone: "call me", name: "Dev" },
      ),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      "people[0].email": "Enter an e-mail address like name@example.com",
      "people[1].name": "Enter this person's name",
      "people[2].phone": expect.stringContaining("UK or international"),
    });
  });

  it("needs a household name and at least one person", () => {
    const parsed = parseForm(householdSchema, { householdName: "", "people[0].name": "" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.householdName).toContain("household's name");
    expect(parsed.errors["people[0].name"]).toBe("Add at least one person to the household");
  });

  it("removes a saved person ticked Remove, and keeps the others' ids", () => {
    const parsed = household(
      people({ id: "11", name: "Anil Patel" }, { id: "12", name: "", remove: "yes" }),
    );
    expect(parsed.ok && parsed.data).toMatchObject({
      people: [{ id: 11, name: "Anil Patel" }],
      removedIds: [12],
    });
  });
});
