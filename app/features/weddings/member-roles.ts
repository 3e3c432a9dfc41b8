import type { MemberRole } from "~/db/schema-weddings";

/**
 * What each member of a wedding may do, in the words the family page and the invitation e-mail
 * use. Shared by the browser and the server (no database, no zod).
 */
/** The roles, in the order the invitation form offers them (the database's `MEMBER_ROLES`). */
export const ROLE_IDS = ["partner", "planner", "viewer"] as const satisfies readonly MemberRole[];

export const ROLE_LABELS: Record<MemberRole, string> = {
  partner: "Partner",
  planner: "Planner",
  viewer: "Viewer",
};

export const ROLE_ABILITIES: Record<MemberRole, string> = {
  partner: "Plans everything, and decides who else helps plan the wedding.",
  planner:
    "Changes the guest list, events, shortlist and checklist, and sends enquiries in the couple's name.",
  viewer: "Sees the whole plan but changes nothing.",
};

/** "a partner", "a planner", "a viewer". */
export const withArticle = (role: MemberRole) => `a ${ROLE_LABELS[role].toLowerCase()}`;

/** Days an invitation link works for. */
export const INVITE_DAYS = 14;

/** A wedding's couple: at most two partners, members or invited (everyone else plans or views). */
export const MAX_PARTNERS = 2;

/** Invitations that may wait at once in one wedding (a partner cannot flood inboxes). */
export const MAX_PENDING_INVITES = 20;

/**
 * "Asha & Rohan": the first names of the plan account's two partners, or one name when the
 * couple gave only one. Titles the wedding on the join page and in the e-mail.
 */
export function coupleTitle(name: string | null | undefined, name2: string | null | undefined) {
  const first = (value: string | null | undefined) => value?.trim().split(/\s+/)[0] ?? "";
  return [first(name), first(name2)].filter(Boolean).join(" & ") || "the couple";
}

/** "Asha & Rohan's wedding" (an s-ending name keeps its apostrophe: "Chris's"). */
export const weddingOf = (title: string) =>
  title === "the couple" ? "the couple's wedding" : `${title}'s wedding`;
