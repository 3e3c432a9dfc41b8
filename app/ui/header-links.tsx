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
