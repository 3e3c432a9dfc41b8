import { DIETARY_IDS, LIMITS } from "./guest.constants";
import {
  addressKey,
  type HouseholdValues,
  householdKey,
  type ImportRow,
  type PersonValues,
  personKey,
} from "./guest-import-read";

/**
 * The spreadsheet import's plan, pure so that the preview and the save plan the same way
 * (decision: nothing is written before the save; the save plans again against the list as it
 * is then). The rows as read (`guest-import-read.ts`) become people grouped into households,
 * duplicates are flagged, and each row gets its outcome: added, merged or skipped, and why.
 */

/** What the list already holds, for duplicates and merges. */
export interface ExistingList {
  households: ({ id: number } & HouseholdValues)[];
  people: ({ id: number; householdId: number } & PersonValues)[];
}

export type Choice = "merge" | "skip";
export type Outcome = "added" | "merged" | "skipped";

export interface Duplicate {
  /** The form field that carries the couple's choice. */
  choiceKey: string;
  choice: Choice;
  /** "Anil Patel is twice in The Patel family (rows 4 and 9)". */
  message: string;
}

export interface PlannedRow {
  line: number;
  name: string;
  householdName: string;
  outcome: Outcome;
  why?: string;
  /** Set on the row that decides a duplicate (a household's first row decides for it). */
  duplicates: Duplicate[];
}

export interface PlannedPerson {
  existingId: number | null;
  values: PersonValues;
  /** For an existing person: whether the import adds anything. */
  changed: boolean;
}

export interface PlannedHousehold {
  existingId: number | null;
  values: HouseholdValues;
  changed: boolean;
  people: PlannedPerson[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  households: PlannedHousehold[];
  counts: {
    added: number;
    merged: number;
    skipped: number;
    duplicates: number;
    households: number;
  };
}

const fill = <T>(kept: T | null, offered: T | null) => kept ?? offered;

function mergePerson(kept: PersonValues, offered: PersonValues): PersonValues {
  const others = [kept.dietaryOther, offered.dietaryOther].filter(
    (value, index, all): value is string => Boolean(value) && all.indexOf(value) === index,
  );
  return {
    name: kept.name,
    isChild: kept.isChild,
    email: fill(kept.email, offered.email),
    phone: fill(kept.phone, offered.phone),
    dietary: DIETARY_IDS.filter(
      (need) => kept.dietary.includes(need) || offered.dietary.includes(need),
    ),
    dietaryOther: others.join("; ").slice(0, LIMITS.dietaryOther) || null,
    accessibility: fill(kept.accessibility, offered.accessibility),
  };
}

function mergeHousehold(kept: HouseholdValues, offered: ImportRow["household"]): HouseholdValues {
  const tags = [...kept.tags];
  for (const tag of offered.tags) {
    if (tags.length < LIMITS.tags && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) {
      tags.push(tag);
    }
  }
  return {
    name: kept.name,
    address: fill(kept.address, offered.address),
    email: fill(kept.email, offered.email),
    phone: fill(kept.phone, offered.phone),
    side: kept.side,
    groupName: fill(kept.groupName, offered.groupName),
    tags,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface RowGroup {
  nameKey: string;
  /** The address the group's rows give (`addressKey`), "" while none has. */
  address: string;
  rows: ImportRow[];
}

/**
 * The file's rows as households: by the household's name, except that a row giving another
 * address than its name's household (two "Patel family" households in one file) is another
 * household; a row without an address joins the last household of its name. A row without a
 * household name is a household of its own.
 */
function groupRows(rows: readonly ImportRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  const lastOfName = new Map<string, RowGroup>();
  for (const row of rows) {
    const nameKey = householdKey(row.householdName);
    const address = addressKey(row.household.address);
    let group = nameKey ? lastOfName.get(nameKey) : undefined;
    if (group && address && group.address && group.address !== address) {
      group = groups.find((other) => other.nameKey === nameKey && other.address === address);
    }
    if (!group) {
      group = { nameKey, address, rows: [] };
      groups.push(group);
    }
    group.address ||= address;
    group.rows.push(row);
    if (nameKey) lastOfName.set(nameKey, group);
  }
  return groups;
}

/**
 * The household on the list a group of rows is, among those of its name: the one at the same
 * address, else one without an address; none when every one of them lives elsewhere.
 */
function sameHousehold(named: ExistingList["households"], address: string) {
  if (!address) return named[0];
  return (
    named.find((household) => addressKey(household.address) === address) ??
    named.find((household) => !household.address)
  );
}

/**
 * Each row's outcome and what to write. Rows group into households by the household's name
 * (compared as `householdKey`) and address (`groupRows`); a household already on the list is a duplicate the couple
 * merges into (its new people are added, blanks filled) or skips; a person twice in one
 * household (in the file, or already on the list) is a duplicate merged into the first
 * (blanks filled, dietary needs joined) or skipped. Undecided duplicates merge.
 */
export function planImport(
  rows: readonly ImportRow[],
  existing: ExistingList,
  choices: Readonly<Record<string, string>>,
): ImportPlan {
  const choiceOf = (key: string): Choice => (choices[key] === "skip" ? "skip" : "merge");
  const onList = new Map<string, ExistingList["households"]>();
  for (const household of existing.households) {
    const key = householdKey(household.name);
    onList.set(key, [...(onList.get(key) ?? []), household]);
  }
  const planned = new Map<number, PlannedRow>();
  const households: PlannedHousehold[] = [];
  let duplicates = 0;

  for (const { nameKey, address, rows: members } of groupRows(rows)) {
    const first = members[0];
    if (!first) continue;
    const found = sameHousehold(onList.get(nameKey) ?? [], address);
    const valid = members.filter((row) => row.problems.length === 0);
    for (const row of members) {
      if (row.problems.length) {
        planned.set(row.line, {
          line: row.line,
          name: row.person.name || "(no name)",
          householdName: row.householdName,
          outcome: "skipped",
          why: row.problems.join("; "),
          duplicates: [],
        });
      }
    }
    const householdDuplicate: Duplicate | null =
      found && valid.length
        ? {
            choiceKey: `household-${valid[0]?.line}`,
            choice: choiceOf(`household-${valid[0]?.line}`),
            message: `${found.name} is already on your list`,
          }
        : null;
    if (householdDuplicate) duplicates++;
    if (householdDuplicate?.choice === "skip") {
      for (const row of valid) {
        planned.set(row.line, {
          line: row.line,
          name: row.person.name,
          householdName: row.householdName,
          outcome: "skipped",
          why: `${found?.name} is already on your list; you chose to skip it`,
          duplicates: row === valid[0] ? [householdDuplicate] : [],
        });
      }
      continue;
    }
    if (!valid.length) continue;

    let values: HouseholdValues = found
      ? {
          name: found.name,
          address: found.address,
          email: found.email,
          phone: found.phone,
          side: found.side,
          groupName: found.groupName,
          tags: found.tags,
        }
      : {
          name: first.householdName,
          address: null,
          email: null,
          phone: null,
          side: valid.find((row) => row.household.side)?.household.side ?? "both",
          groupName: null,
          tags: [],
        };
    const before = values;
    const people = new Map<string, PlannedPerson & { line: number | null }>();
    for (const person of found ? existing.people.filter((p) => p.householdId === found.id) : []) {
      const { id, householdId: _household, ...personValues } = person;
      people.set(personKey(person.name), {
        existingId: id,
        values: personValues,
        changed: false,
        line: null,
      });
    }
    const added: PlannedPerson[] = [];
    for (const row of valid) {
      values = mergeHousehold(values, row.household);
      const personAt = personKey(row.person.name);
      const earlier = people.get(personAt);
      const base = {
        line: row.line,
        name: row.person.name,
        householdName: values.name,
        duplicates: row === valid[0] && householdDuplicate ? [householdDuplicate] : [],
      };
      const warnings = row.warnings.length ? row.warnings.join("; ") : undefined;
      if (!earlier) {
        const person = { existingId: null, values: row.person, changed: true, line: row.line };
        people.set(personAt, person);
        added.push(person);
        planned.set(row.line, {
          ...base,
          outcome: "added",
          why:
            [found ? `Into ${found.name}, already on your list` : null, warnings]
              .filter(Boolean)
              .join("; ") || undefined,
        });
        continue;
      }
      const choiceKey = `row-${row.line}`;
      const choice = choiceOf(choiceKey);
      const where =
        earlier.line === null
          ? `${earlier.values.name} is already on your list in ${values.name}`
          : `${row.person.name} is twice in ${values.name} (rows ${earlier.line} and ${row.line})`;
      const duplicate: Duplicate = { choiceKey, choice, message: where };
      duplicates++;
      if (choice === "skip") {
        planned.set(row.line, {
          ...base,
          outcome: "skipped",
          why: `${where}; you chose to skip it`,
          duplicates: [...base.duplicates, duplicate],
        });
        continue;
      }
      const merged = mergePerson(earlier.values, row.person);
      if (!same(merged, earlier.values)) {
        earlier.values = merged;
        earlier.changed = true;
      }
      planned.set(row.line, {
        ...base,
        outcome: "merged",
        why: [
          earlier.line === null
            ? `With ${earlier.values.name}, already on your list`
            : `With row ${earlier.line}`,
          warnings,
        ]
          .filter(Boolean)
          .join("; "),
        duplicates: [...base.duplicates, duplicate],
      });
    }
    const updated = found
      ? [...people.values()].filter((p) => p.existingId !== null && p.changed)
      : [];
    households.push({
      existingId: found?.id ?? null,
      values,
      changed: !found || !same(values, before),
      people: [...updated, ...added].map(({ existingId, values: v, changed }) => ({
        existingId,
        values: v,
        changed,
      })),
    });
  }

  const plannedRows = [...planned.values()].sort((a, b) => a.line - b.line);
  const count = (outcome: Outcome) => plannedRows.filter((row) => row.outcome === outcome).length;
  return {
    rows: plannedRows,
    households,
    counts: {
      added: count("added"),
      merged: count("merged"),
      skipped: count("skipped"),
      duplicates,
      households: households.filter((h) => h.existingId === null).length,
    },
  };
}
