import { requireAdmin } from "~/features/accounts/guards.server";
import { visitsPerDay } from "~/features/analytics/visits.server";
import { listClaims } from "~/features/claims/claims.server";
import { listReportedEnquiries } from "~/features/enquiries/inbox.server";
import { listFailedMail, mailQueueStats } from "~/features/mail/outbox-worker.server";
import { reviewQueue } from "~/features/reviews/review-read.server";
import { CATEGORIES, categoryName } from "~/features/vendors/categories";
import { auditTrail } from "~/lib/audit.server";
import { formatLongDate } from "~/lib/format";
import { parseId } from "~/lib/id-param";
import { logger } from "~/lib/logger.server";
import { parseTab, STATUS_FILTERS, type StatusFilter } from "./admin.schema";
import {
  countPending,
  deletionReach,
  getBusiness,
  LONG_PAGE_SIZE,
  listBusinesses,
  pageVisitCounts,
} from "./admin.server";
import { findAdminUser, listAdminUsers } from "./users.server";

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
};

/** Each tab's data is read on the server for the selected tab only. */
export async function loadAdminPanel(request: Request) {
  const actor = await requireAdmin(request);
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get("tab"));
  const status = (STATUS_FILTERS as readonly string[]).includes(
    url.searchParams.get("status") ?? "",
  )
    ? (url.searchParams.get("status") as StatusFilter)
    : "all";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = pageOf(url.searchParams.get("page"));

  const base = {
    tab,
    name: actor.name,
    email: actor.email,
    isMainAdmin: actor.isMainAdmin,
    pendingCount: await countPending(actor),
    categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name })),
    filters: { status, q, page },
    loadError: null as string | null,
    businesses: null as Awaited<ReturnType<typeof loadBusinesses>> | null,
    editing: null as Awaited<ReturnType<typeof getBusiness>> | null,
    history: [] as Awaited<ReturnType<typeof loadHistory>>,
    confirmDelete: null as
      | ({ id: number; name: string } & Awaited<ReturnType<typeof deletionReach>>)
      | null,
    claims: null as Awaited<ReturnType<typeof loadClaims>> | null,
    reports: null as Awaited<ReturnType<typeof loadReports>> | null,
    reviews: null as Awaited<ReturnType<typeof reviewQueue>> | null,
    analytics: null as Awaited<ReturnType<typeof loadAnalytics>> | null,
    // Spec §6: only the main admin sees the user list; null for everyone else.
    users: null as Awaited<ReturnType<typeof loadUsers>> | null,
    userAction: null as { kind: "reset" | "delete"; id: string; email: string } | null,
    /** Whether the claims or users list goes on past this page. */
    hasMore: false,
  };

  async function loadBusinesses(pendingOnly: boolean) {
    const result = await listBusinesses(actor, {
      status: pendingOnly ? "pending" : status,
      q: pendingOnly ? undefined : q,
      page,
    });
    return {
      ...result,
      rows: result.rows.map((row) => ({
        ...row,
        categoryName: categoryName(row.categoryId),
        createdAt: formatLongDate(row.createdAt),
      })),
    };
  }
  async function loadClaims() {
    const rows = await listClaims("pending", LONG_PAGE_SIZE + 1, (page - 1) * LONG_PAGE_SIZE);
    base.hasMore = rows.length > LONG_PAGE_SIZE;
    return rows
      .slice(0, LONG_PAGE_SIZE)
      .map((row) => ({ ...row, submittedAt: formatLongDate(row.submittedAt) }));
  }
  async function loadHistory(vendorId: number) {
    const rows = await auditTrail("vendor", vendorId);
    return rows.map((row) => ({
      id: row.id,
      what: describeChange(row.action, row.details),
      who: row.actorName ?? "A deleted account",
      when: formatLongDate(row.createdAt),
    }));
  }
  async function loadReports() {
    const rows = await listReportedEnquiries();
    return rows.map((row) => ({
      ...row,
      reportedAt: row.reportedAt ? formatLongDate(row.reportedAt) : "",
    }));
  }
  async function loadAnalytics() {
    const [result, daily, queue, failed] = await Promise.all([
      pageVisitCounts(actor, page),
      visitsPerDay(30),
      mailQueueStats(),
      listFailedMail(),
    ]);
    return {
      ...result,
      daily,
      // The mail worker's state (decision 034): what waits, and what was given up and why.
      mail: {
        ...queue,
        failedMail: failed.map((row) => ({
          id: row.id,
          to: maskAddress(row.to),
          subject: row.subject,
          attempts: row.attempts,
          reason: row.lastError ?? "",
          queuedAt: formatLongDate(row.createdAt),
        })),
      },
      rows: result.rows.map((row) => ({ ...row, lastVisit: formatLongDate(row.lastVisit) })),
    };
  }
  async function loadUsers() {
    const { rows, hasMore } = await listAdminUsers(actor, page);
    base.hasMore = hasMore;
    return rows.map((row) => ({
      ...row,
      weddingDate: row.weddingDate ? formatLongDate(row.weddingDate) : null,
      createdAt: formatLongDate(row.createdAt),
    }));
  }

  try {
    if (tab === "businesses" || tab === "pending") {
      base.businesses = await loadBusinesses(tab === "pending");
      if (tab === "pending") {
        base.reports = await loadReports();
        base.reviews = await reviewQueue();
      }
      const editId = parseId(url.searchParams.get("edit"));
      if (tab === "businesses" && editId) {
        base.editing = await getBusiness(actor, editId);
        if (base.editing) base.history = await loadHistory(editId);
      }
      const deleteId = parseId(url.searchParams.get("confirm"));
      if (deleteId) {
        const row = await getBusiness(actor, deleteId);
        if (row) {
          base.confirmDelete = { id: row.id, name: row.name, ...(await deletionReach(row.id)) };
        }
      }
    } else if (tab === "claims") {
      base.claims = await loadClaims();
    } else if (tab === "analytics") {
      base.analytics = await loadAnalytics();
    } else if (tab === "users" && actor.isMainAdmin) {
      base.users = await loadUsers();
      const target = url.searchParams.get("reset") ?? url.searchParams.get("delete");
      const found = target ? await findAdminUser(actor, target) : undefined;
      if (found) {
        base.userAction = {
          kind: url.searchParams.has("reset") ? "reset" : "delete",
          id: found.id,
          email: found.email,
        };
      }
    }
  } catch (error) {
    logger.error({ err: error }, `Admin ${tab} tab failed to load`);
    base.loadError =
      tab === "analytics"
        ? "Failed to load visitor analytics"
        : tab === "users"
          ? "Failed to load users"
          : "Failed to load business data";
  }
  return base;
}

/** Enough of an address to tell who it was for, without listing people's e-mail to every admin. */
function maskAddress(address: string) {
  const [local, domain] = address.split("@");
  return domain ? `${local.slice(0, 1)}…@${domain}` : "…";
}

export type AdminPanelData = Awaited<ReturnType<typeof loadAdminPanel>>;

/** One line of a listing's history, in words. */
function describeChange(action: string, details: Record<string, unknown> | null) {
  const changed = Array.isArray(details?.changed) ? (details.changed as string[]) : null;
  const verb: Record<string, string> = {
    "vendor.create": "Listed",
    "vendor.update": "Edited",
    "vendor.approve": "Approved",
    "vendor.reject": "Rejected",
    "vendor.owner": "Owner changed",
  };
  const base = verb[action] ?? action;
  if (!changed) return base;
  return changed.length ? `${base}: ${changed.join(", ")}` : `${base} (no changes)`;
}
