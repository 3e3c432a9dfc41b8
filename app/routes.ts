import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * One side's inbox, threads, quotes and bookings (issue 30): the same module per page on both
 * sides, under the side's own prefix (/dashboard/enquiries, /business/enquiries, …) and ids.
 */
const threadPages = (prefix: "dashboard" | "business", side: "couple" | "vendor") => [
  route(`${prefix}/enquiries`, "routes/enquiry-inbox.tsx", { id: `${side}-inbox` }),
  route(`${prefix}/enquiries/:enquiryId`, "routes/enquiry-thread.tsx", { id: `${side}-thread` }),
  route(`${prefix}/quotes/:quoteId`, "routes/quote.tsx", { id: `${side}-quote` }),
  route(`${prefix}/bookings/:bookingId?`, "routes/bookings.tsx", { id: `${side}-bookings` }),
];

// Reads like the spec's route table (product-spec.md §2).
export default [
  index("routes/home.tsx"),
  route("vendors", "routes/vendors.tsx"),
  route("categories", "routes/categories.tsx"),
  route("category/:categoryId", "routes/category.tsx"),
  route("vendor/:vendorId", "routes/vendor.tsx"),
  route("vendor/:vendorId/enquire", "routes/enquire.tsx"),
  route("vendor/:vendorId/review", "routes/review.tsx"),
  route("vendor/:vendorId/claim-code", "routes/claim-code.tsx"),
  route("add-business/:categoryId?", "routes/add-business.tsx"),
  route("list-your-business", "routes/list-your-business.tsx"),

  // accounts
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx", { id: "signup" }),
  route("register", "routes/signup.tsx", { id: "register" }),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("account/data", "routes/account-data.ts"),
  route("profile", "routes/profile.tsx"),
  route("profile/events/new", "routes/profile-event.tsx", { id: "event-new" }),
  route("profile/events/:eventId", "routes/profile-event.tsx", { id: "event-edit" }),
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/plan", "routes/dashboard-plan.tsx"),

  // the guest list (issue 29)
  route("dashboard/guests", "routes/dashboard-guests.tsx"),
  route("dashboard/guests/households/new", "routes/dashboard-household.tsx", {
    id: "household-new",
  }),
  route("dashboard/guests/households/:householdId", "routes/dashboard-household.tsx", {
    id: "household-edit",
  }),
  route("dashboard/guests/import", "routes/dashboard-guests-import.tsx"),
  route("dashboard/guests/events/:eventId", "routes/dashboard-guests-event.tsx"),
  route("dashboard/guests/events/:eventId/guests.csv", "routes/dashboard-guests-event-csv.ts"),

  // the family and the checklist (issue 29)
  route("dashboard/family", "routes/dashboard-family.tsx"),
  route("join/:token", "routes/join.tsx"),
  route("dashboard/checklist", "routes/dashboard-checklist.tsx"),
  route("dashboard/checklist/:taskId", "routes/dashboard-checklist-task.tsx"),
  route("dashboard/budget", "routes/dashboard-budget.tsx"),
  route("business", "routes/business.tsx"),
  route("business/listings/:vendorId", "routes/business-listing.tsx"),
  route("business/reviews/:reviewId", "routes/business-review.tsx"),
  // the availability calendar (issue 30): the owner's month view, its .ics and the private feed
  route("business/listings/:vendorId/calendar", "routes/business-calendar.tsx"),
  route("business/listings/:vendorId/calendar.ics", "routes/business-calendar-ics.ts"),
  route("calendar-feed/:token", "routes/calendar-feed.ts"),

  // enquiries, quotes and bookings: the couple's side and the vendor's side of the same threads;
  // each side's layout (route middleware) tells its pages which side they read
  layout("routes/inbox-area-couple.ts", threadPages("dashboard", "couple")),
  route("dashboard/quotes", "routes/dashboard-quotes.tsx"),
  route("dashboard/enquiries/new", "routes/dashboard-enquiry-new.tsx"),
  layout("routes/inbox-area-vendor.ts", threadPages("business", "vendor")),
  route("notifications/unsubscribe", "routes/notifications-unsubscribe.tsx"),

  // RSVPs: the couple's invitations and each household's own page, no log-in (issue 29)
  route("dashboard/guests/invitations", "routes/dashboard-invitations.tsx"),
  route("dashboard/guests/invitations/print", "routes/dashboard-invitations-print.tsx"),
  route("rsvp/:token", "routes/rsvp.tsx"),

  route("admin", "routes/admin.tsx"),
  route("admin/profile", "routes/admin-profile.tsx"),
  route("admin/import", "routes/admin-import.ts"),
  route("logout", "routes/logout.tsx"),

  // content
  route("inspiration", "routes/inspiration.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:postId", "routes/blog-post.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("newsletter/:action", "routes/newsletter.tsx"),

  // machine-readable and API
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/visit", "routes/api.visit.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("dev/mail", "routes/dev.mail.tsx"),

  route("shortlist", "routes/shortlist.ts"),
  route("shortlist/events/:vendorId", "routes/shortlist-events.tsx"),

  route("claim", "routes/claim.ts"),
  route("uploads/*", "routes/uploads.ts"),
  route("art/*", "routes/art.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
