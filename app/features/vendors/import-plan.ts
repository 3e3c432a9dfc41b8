/**
 * What a bulk import does with each of its rows, worked out before anything is written (pure,
 * so it is unit tested; `importVendorRows` in vendor-import.server.ts writes the plan). A row
 * whose name and category match a listing that exists — or one added by an earlier row of the
 * same file — updates it: a filled cell replaces what the listing has, an empty cell keeps it.
 * A row that would change nothing is skipped, and says so.
 */

/** One checked row of the file, its contact cells already sanitised. */
export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  name: string;
  categoryId: string;
  location: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** The typed columns of a listing an import may fill in. */
export interface ImportFields {
  name: string;
  categoryId: string;
  location: string;
  address: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  shortDescription: string;
}

export interface ExistingVendor extends ImportFields {
  id: number;
}

export type ImportOutcome = "added" | "updated" | "skipped";

export interface RowOutcome {
  line: number;
  name: string;
  outcome: ImportOutcome;
  reason?: string;
  /** Skipped only because the listing already has every detail the row gives. */
  unchanged?: true;
}

export interface ImportPlan {
  inserts: ImportFields[];
  updates: Array<{ id: number; fields: ImportFields }>;
  outcomes: RowOutcome[];
}

/** Name (any case) and category: what makes two rows the same business. */
export const importKey = (name: string, categoryId: string) =>
  `${categoryId}\u0000${name.toLowerCase()}`;

const COMPARED = ["location", "address", "phone", "email", "website"] as const;

function merge(before: ImportFields, row: ImportRow): ImportFields {
  const newAddress = row.address !== null && row.address !== before.address;
  return {
    ...before,
    location: newAddress ? row.location : before.location,
    address: newAddress ? row.address : before.address,
    // A new address brings its own postcode (read from its end when saved).
    postcode: newAddress ? null : before.postcode,
    phone: row.phone ?? before.phone,
    email: row.email ?? before.email,
    website: row.website ?? before.website,
  };
}

const differs = (a: ImportFields, b: ImportFields) => COMPARED.some((key) => a[key] !== b[key]);

export function planImport(rows: ImportRow[], existing: Map<string, ExistingVendor>): ImportPlan {
  type Target =
    | { kind: "new"; line: number; fields: ImportFields }
    | { kind: "existing"; id: number; original: ImportFields; fields: ImportFields };
  const targets = new Map<string, Target>();
  const outcomes: RowOutcome[] = [];
  for (const row of rows) {
    const key = importKey(row.name, row.categoryId);
    let target = targets.get(key);
    if (!target) {
      const found = existing.get(key);
      if (!found) {
        const { line: _line, ...fields } = row;
        targets.set(key, {
          kind: "new",
          line: row.line,
          fields: { ...fields, postcode: null, shortDescription: "" },
        });
        outcomes.push({ line: row.line, name: row.name, outcome: "added" });
        continue;
      }
      const { id, ...fields } = found;
      target = { kind: "existing", id, original: fields, fields };
      targets.set(key, target);
    }
    const merged = merge(target.fields, row);
    const changed = differs(merged, target.fields);
    target.fields = merged;
    const { line, name } = row;
    if (target.kind === "new") {
      outcomes.push(
        changed
          ? { line, name, outcome: "updated", reason: `Merged into row ${target.line}` }
          : {
              line,
              name,
              outcome: "skipped",
              reason: `Same business as row ${target.line}`,
              unchanged: true,
            },
      );
    } else {
      outcomes.push(
        changed
          ? { line, name, outcome: "updated", reason: `Listing #${target.id} updated` }
          : {
              line,
              name,
              outcome: "skipped",
              reason: "Already listed with these details",
              unchanged: true,
            },
      );
    }
  }
  const inserts: ImportFields[] = [];
  const updates: ImportPlan["updates"] = [];
  for (const target of targets.values()) {
    if (target.kind === "new") inserts.push(target.fields);
    else if (differs(target.fields, target.original))
      updates.push({ id: target.id, fields: target.fields });
  }
  return { inserts, updates, outcomes };
}
