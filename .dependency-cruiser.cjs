// The floors of app/ as rules (decision record 032): `npm run lint:deps`, part of `npm test`.
//
//   routes/, root.tsx, entry.server.tsx, startup/   may import every floor below
//   features/<area>/                                the areas FEATURE_USES lists, and below
//   features/vendors/                               the vendor model: no other feature
//   ui/, lib/, db/                                  no feature, no route
//
// A violation prints the rule's name and both files (`error <rule>: <from> → <to>`) and the
// command exits non-zero. Tests are not checked: a test may set up what it needs from anywhere.

/**
 * Which feature area may use which. The vendor model (`vendors`) is open to every area and is
 * not listed. Anything not listed is refused, the reverse of every listed use included: the
 * list has no cycle (checked below, when this file loads), so no two areas import each other.
 * A new area gets a line here before it imports another area.
 */
const FEATURE_USES = {
  accounts: ["mail", "rate-limit", "toast", "weddings"],
  admin: [
    "accounts",
    "analytics",
    "business",
    "claims",
    "directory",
    "enquiries",
    "mail",
    "profile",
    "reviews",
    "toast",
  ],
  analytics: ["accounts", "rate-limit"],
  artwork: [],
  bookings: ["accounts", "enquiries", "mail", "quotes", "toast", "weddings"],
  budget: ["accounts", "calendar", "events", "mail", "quotes", "toast", "weddings"],
  business: ["accounts", "rate-limit", "toast"],
  calendar: ["accounts", "bookings", "toast"],
  checklist: ["accounts", "budget", "content", "events", "toast", "weddings"],
  claims: ["accounts", "mail", "rate-limit", "toast"],
  content: ["artwork", "mail", "rate-limit", "reviews"],
  dashboard: ["accounts", "checklist", "directory", "enquiries", "events", "guests", "weddings"],
  directory: [
    "accounts",
    "artwork",
    "calendar",
    "claims",
    "enquiries",
    "events",
    "reviews",
    "shortlist",
  ],
  enquiries: [
    "accounts",
    "business",
    "events",
    "guests",
    "mail",
    "rate-limit",
    "reviews",
    "toast",
    "weddings",
  ],
  events: ["accounts", "toast", "weddings"],
  family: ["accounts", "rate-limit", "toast", "weddings"],
  guests: ["accounts", "events", "mail", "rate-limit", "toast", "weddings"],
  home: ["analytics", "artwork", "directory"],
  mail: [],
  "page-cache": [],
  quotes: ["accounts", "enquiries", "events", "mail", "toast", "weddings"],
  profile: [
    "accounts",
    "bookings",
    "business",
    "enquiries",
    "events",
    "guests",
    "quotes",
    "rate-limit",
    "reviews",
    "shortlist",
    "toast",
    "weddings",
  ],
  "rate-limit": [],
  reviews: ["accounts", "mail", "toast", "weddings"],
  shortlist: ["accounts", "events", "toast", "weddings"],
  toast: [],
  weddings: ["mail"],
};
const MODEL = "vendors";

/** Throws when the allowed uses go round in a circle (a → b → … → a). */
function assertNoCycle(uses) {
  const state = new Map();
  const visit = (area, path) => {
    if (state.get(area) === "done") return;
    if (state.get(area) === "open") {
      throw new Error(`FEATURE_USES has a circle: ${[...path, area].join(" → ")}`);
    }
    state.set(area, "open");
    for (const used of uses[area] ?? []) {
      if (!(used in uses)) throw new Error(`FEATURE_USES: ${area} uses "${used}", not listed`);
      visit(used, [...path, area]);
    }
    state.set(area, "done");
  };
  for (const area of Object.keys(uses)) visit(area, []);
}
assertNoCycle(FEATURE_USES);

const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const feature = (names) => `^app/features/(${names.map(escapeRegExp).join("|")})/`;
const PAGES = "^app/(routes/|startup/|root\\.tsx$|entry\\.server\\.tsx$)";

const perFeature = Object.entries(FEATURE_USES).map(([area, uses]) => ({
  name: `feature-uses:${area}`,
  severity: "error",
  comment: `features/${area} may use ${[MODEL, ...uses].join(", ")} (FEATURE_USES in .dependency-cruiser.cjs), no other area`,
  from: { path: feature([area]) },
  to: { path: "^app/features/", pathNot: feature([area, MODEL, ...uses]) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "vendor-model-uses-no-feature",
      severity: "error",
      comment: "features/vendors is the floor every area stands on: it imports no other area",
      from: { path: feature([MODEL]) },
      to: { path: "^app/features/", pathNot: feature([MODEL]) },
    },
    {
      name: "ground-uses-no-feature",
      severity: "error",
      comment: "ui/, lib/ and db/ are below every feature: they import none",
      from: { path: "^app/(ui|lib|db)/" },
      to: { path: "^app/features/" },
    },
    {
      name: "no-climb-to-pages",
      severity: "error",
      comment:
        "routes, root, entry.server and startup are the top floor: nothing below imports them " +
        "(a type-only import, ui/root-data.ts naming the root loader's type, compiles away)",
      from: { path: "^app/(features|ui|lib|db)/" },
      to: { path: PAGES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "feature-not-listed",
      severity: "error",
      comment:
        "a feature area imports another only once FEATURE_USES in .dependency-cruiser.cjs lists it",
      from: {
        path: "^app/features/([^/]+)/",
        pathNot: feature([...Object.keys(FEATURE_USES), MODEL]),
      },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", feature([MODEL])] },
    },
    ...perFeature,
  ],
  options: {
    // TypeScript 7 has no compiler API for the cruiser to parse with; swc reads .ts and .tsx.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^app/db/migrations/"] },
  },
};
