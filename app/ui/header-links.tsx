import { Form, Link, useLocation } from "react-router";
import { SearchField } from "./search-field";

/**
 * The header's links, shared by the bar (in every page's shell) and its menus, which load when
 * first opened (`header-menus.tsx`, decision 030).
 */

export interface HeaderUser {
  name: string;
  email: string;
  role: string;
  /** Unread enquiry threads and new RSVP answers (features/dashboard/menu-badges.server.ts). */
  badges?: { enquiries: number; rsvps: number } | null;
}

const NAV = [
  { to: "/", label: "Home" },
  { to: "/vendors", label: "Directories" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

/**
 * The signed-in user's links: `role` keeps one to that role; `mobile` ones also stand in the
 * mobile menu (the rest are reached from the dashboard there).
 */
type Badge = keyof NonNullable<HeaderUser["badges"]>;

const ACCOUNT_LINKS: Array<{
  to: string;
  label: string;
  role?: string;
  mobile?: boolean;
  /** A section of the dashboard, shown indented under it (issue 31). */
  section?: boolean;
  badge?: Badge;
}> = [
  { to: "/dashboard", label: "Dashboard", mobile: true },
  { to: "/dashboard#events-heading", label: "Events", role: "user", mobile: true, section: true },
  {
    to: "/dashboard#shortlist-heading",
    label: "Shortlist",
    role: "user",
    mobile: true,
    section: true,
  },
  {
    to: "/dashboard/enquiries",
    label: "Enquiries",
    role: "user",
    mobile: true,
    section: true,
    badge: "enquiries",
  },
  {
    to: "/dashboard/guests",
    label: "Guests",
    role: "user",
    mobile: true,
    section: true,
    badge: "rsvps",
  },
  { to: "/business", label: "My Business", role: "business", mobile: true },
  {
    to: "/business/enquiries",
    label: "Enquiries",
    role: "business",
    mobile: true,
    section: true,
    badge: "enquiries",
  },
  { to: "/account", label: "Account Settings" },
  { to: "/admin", label: "Admin Panel", role: "admin", mobile: true },
];

export function accountLinks(user: HeaderUser, mobileOnly = false) {
  return ACCOUNT_LINKS.filter(
    (link) => (!link.role || link.role === user.role) && (!mobileOnly || link.mobile),
  ).map((link) => ({ ...link, count: link.badge ? (user.badges?.[link.badge] ?? 0) : 0 }));
}

/** What waits unread in all, for the menus' toggles. */
export function unreadTotal(user: HeaderUser | null) {
  return user?.badges ? user.badges.enquiries + user.badges.rsvps : 0;
}

/** A link's unread count: a number beside it, its words for screen readers. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

function isActive(to: string, pathname: string) {
  if (to === "/") return pathname === "/";
  if (to === "/vendors") return pathname === "/vendors" || pathname.startsWith("/category");
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SearchBox({ id, className = "" }: { id: string; className?: string }) {
  const location = useLocation();
  const current =
    location.pathname === "/vendors" ? new URLSearchParams(location.search).get("q") : "";
  return (
    <Form method="get" action="/vendors" role="search" className={`relative ${className}`}>
      <SearchField
        id={id}
        className="relative"
        defaultValue={current ?? ""}
        placeholder="Search vendors..."
        inputClassName="w-full rounded-full border border-stone-300 bg-white/90 py-2 pr-3 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600"
      />
    </Form>
  );
}

/** The main navigation's links (desktop bar and mobile menu), the current section marked. */
export function NavLinks({
  pathname,
  className,
  idle,
}: {
  pathname: string;
  className: string;
  idle: string;
}) {
  return NAV.map((item) => {
    const current = isActive(item.to, pathname);
    return (
      // A plain Link: NavLink would drop aria-current on /category/*, which it does not match.
      <Link
        key={item.to}
        to={item.to}
        aria-current={current ? "page" : undefined}
        className={`${className} ${current ? "bg-brand-100 text-brand-800" : idle}`}
      >
        {item.label}
      </Link>
    );
  });
}

/** A visitor's way in (desktop bar and mobile menu). */
export function SignInLink({ className }: { className: string }) {
  return (
    <Link to="/login" className={className}>
      Sign In
    </Link>
  );
}

export function ListYourBusinessLink() {
  return (
    <Link to="/list-your-business" className="btn-primary">
      List Your Business
    </Link>
  );
}
