import { type RefObject, useEffect } from "react";
import { Form, Link } from "react-router";
import {
  type HeaderUser,
  ListYourBusinessLink,
  NavLinks,
  SearchBox,
  SignInLink,
} from "./header-links";

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

function accountLinks(user: HeaderUser, mobileOnly = false) {
  return ACCOUNT_LINKS.filter(
    (link) => (!link.role || link.role === user.role) && (!mobileOnly || link.mobile),
  ).map((link) => ({ ...link, count: link.badge ? (user.badges?.[link.badge] ?? 0) : 0 }));
}

/** A link's unread count: a number beside it, its words for screen readers. */
function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * The header's two menus, whose script loads when one is first opened (decision 030): most
 * visitors never open either, so they are not part of every page's first load.
 */

const ITEM = "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50";

/** The account dropdown's panel: who is signed in, their links and Log out. */
export function AccountPanel({ user, displayName }: { user: HeaderUser; displayName: string }) {
  return (
    <div
      id="account-menu"
      className="absolute top-full right-0 z-[60] mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
    >
      <div className="border-b border-stone-100 px-3 py-2">
        <p className="truncate font-semibold">{displayName}</p>
        <p className="truncate text-sm text-stone-600">{user.email}</p>
      </div>
      <nav aria-label="Account" className="flex flex-col py-1">
        {accountLinks(user).map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={`${ITEM} flex items-center gap-2 ${link.section ? "pl-6" : ""}`}
          >
            {link.label}
            <CountBadge count={link.count} label={badgeWords(link.badge)} />
          </Link>
        ))}
        <Form method="post" action="/logout">
          <button type="submit" className={ITEM}>
            Log out
          </button>
        </Form>
      </nav>
    </div>
  );
}

const badgeWords = (badge: string | undefined) =>
  badge === "rsvps" ? "new RSVPs" : badge === "enquiries" ? "unread" : "";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea";

/**
 * The open mobile menu. It is modal: the page behind is inert (no focus, no clicks, hidden from
 * screen readers) and does not scroll, Tab cycles inside the header, and Escape closes the menu
 * and gives focus back to its toggle.
 */
export function MobileMenu({
  user,
  pathname,
  header,
  toggle,
  onClose,
}: {
  user: HeaderUser | null;
  pathname: string;
  header: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  useEffect(() => {
    const behind = [document.getElementById("main"), document.querySelector("body > footer")];
    for (const element of behind) element?.setAttribute("inert", "");
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        toggle.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !header.current) return;
      const focusable = [...header.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // The menu is for narrow screens (`lg:hidden`): widened past them (a tablet turned), it
    // closes, so the page is not left inert behind a menu no one can see.
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWiden = () => {
      if (wide.matches) onClose();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("popstate", onClose);
    wide.addEventListener("change", onWiden);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("popstate", onClose);
      wide.removeEventListener("change", onWiden);
      for (const element of behind) element?.removeAttribute("inert");
      document.body.style.overflow = overflow;
    };
  }, [header, toggle, onClose]);

  return (
    <>
      {/* A dimmed page behind the open menu; tapping it closes the menu (Escape does too). */}
      <div
        className="fixed inset-x-0 top-16 bottom-0 -z-10 bg-ink/40 lg:hidden"
        aria-hidden
        onClick={onClose}
      />
      {/* Following one of its links or sending its search or log-out closes it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for its links and forms only */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click too */}
      <div
        id="mobile-menu"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) onClose();
        }}
        onSubmit={onClose}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg lg:hidden"
      >
        <div className="container-page flex flex-col gap-1 py-4">
          <SearchBox id="mobile-search" className="mb-3" />
          <nav aria-label="Mobile" className="flex flex-col">
            <NavLinks
              pathname={pathname}
              className="rounded-lg px-3 py-2.5 font-medium"
              idle="hover:bg-brand-50"
            />
            {user
              ? accountLinks(user, true).map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    className={`flex items-center gap-2 rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50 ${link.section ? "pl-7 text-stone-800" : ""}`}
                  >
                    {link.label}
                    <CountBadge count={link.count} label={badgeWords(link.badge)} />
                  </Link>
                ))
              : null}
          </nav>
          <div className="mt-3 flex flex-col gap-2 border-t border-stone-100 pt-4">
            {user ? (
              <Form method="post" action="/logout">
                <button type="submit" className="btn-secondary w-full">
                  Log Out
                </button>
              </Form>
            ) : (
              <SignInLink className="btn-secondary" />
            )}
            <ListYourBusinessLink />
          </div>
        </div>
      </div>
    </>
  );
}
