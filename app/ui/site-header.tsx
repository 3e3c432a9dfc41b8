import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { ChevronDown, Menu, X } from "~/ui/icons";
import { Logo } from "./logo";
import { SearchField } from "./search-field";
import { useDismiss } from "./use-dismiss";

export interface HeaderUser {
  name: string;
  email: string;
  role: string;
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
const ACCOUNT_LINKS: Array<{ to: string; label: string; role?: string; mobile?: boolean }> = [
  { to: "/dashboard", label: "Dashboard", mobile: true },
  { to: "/business", label: "My Business", role: "business" },
  { to: "/account", label: "Account Settings" },
  { to: "/admin", label: "Admin Panel", role: "admin", mobile: true },
];

function accountLinks(user: HeaderUser, mobileOnly = false) {
  return ACCOUNT_LINKS.filter(
    (link) => (!link.role || link.role === user.role) && (!mobileOnly || link.mobile),
  );
}

function isActive(to: string, pathname: string) {
  if (to === "/") return pathname === "/";
  if (to === "/vendors") return pathname === "/vendors" || pathname.startsWith("/category");
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** What the page being loaded is, in the spec's words ('Loading vendors...', 'Loading categories...'). */
function loadingLabel(pathname: string) {
  if (pathname === "/categories") return "Loading categories...";
  if (pathname === "/vendors" || pathname.startsWith("/category/")) return "Loading vendors...";
  return "Loading...";
}

/**
 * Shown while another page's data loads. It fades in after a short delay so quick
 * navigations do not flash it.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  if (!target || target === pathname) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-full flex justify-center [animation:saath-fade-in_200ms_300ms_both]">
      <p
        role="status"
        className="mt-2 flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-stone-800 shadow-md"
      >
        <span
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          aria-hidden
        />
        {loadingLabel(target)}
      </p>
    </div>
  );
}

function SearchBox({ id, className = "" }: { id: string; className?: string }) {
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

/**
 * The account dropdown: a disclosure button and a short list of links. Written by hand
 * (Escape, a click outside, leaving it with Tab or changing page all close it) so the page
 * shell does not ship a positioning library to every visitor.
 */
function AccountMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const displayName = user.name || "User";

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, () => setOpen(false), { root: rootRef, trigger: buttonRef });

  const item = "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for focus leaving the menu
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-brand-50"
      >
        <span
          className="grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
          aria-hidden
        >
          {displayName.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{displayName}</span>
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden
        />
        <span className="sr-only">Account menu</span>
      </button>
      {open ? (
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
              <Link key={link.to} to={link.to} className={item}>
                {link.label}
              </Link>
            ))}
            <Form method="post" action="/logout">
              <button type="submit" className={item}>
                Log out
              </button>
            </Form>
          </nav>
        </div>
      ) : null}
    </div>
  );
}

/** The main navigation's links (desktop bar and mobile menu), the current section marked. */
function NavLinks({
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
function SignInLink({ className }: { className: string }) {
  return (
    <Link to="/login" className={className}>
      Sign In
    </Link>
  );
}

function ListYourBusinessLink() {
  return (
    <Link to="/list-your-business" className="btn-primary">
      List Your Business
    </Link>
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea";

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // The open mobile menu is modal: the page behind is inert (no focus, no clicks, hidden from
  // screen readers) and does not scroll, Tab cycles inside the header, and Escape closes the menu
  // and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const header = headerRef.current;
    const behind = [document.getElementById("main"), document.querySelector("body > footer")];
    for (const element of behind) element?.setAttribute("inert", "");
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !header) return;
      const focusable = [...header.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
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
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      for (const element of behind) element?.removeAttribute("inert");
      document.body.style.overflow = overflow;
    };
  }, [menuOpen]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 border-b print:hidden transition-[background-color,box-shadow,border-color] duration-200 ${
        // No backdrop blur while the menu is open: it would make the dimmed layer below
        // position itself inside the header instead of over the page.
        menuOpen
          ? "border-stone-200 bg-white shadow-md"
          : scrolled
            ? "border-stone-200 bg-white/95 shadow-md backdrop-blur"
            : "border-transparent bg-cream"
      }`}
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" className="shrink-0" aria-label="Saath home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          <NavLinks
            pathname={pathname}
            className="rounded-full px-3 py-2 text-sm font-medium transition-colors"
            idle="text-stone-700 hover:bg-brand-50 hover:text-brand-700"
          />
        </nav>
        <SearchBox id="header-search" className="ml-auto hidden w-56 lg:block xl:w-72" />
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <SignInLink className="btn-ghost" />
              <ListYourBusinessLink />
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 ml-auto rounded-lg p-2 text-brand-800 hover:bg-brand-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <NavigationProgress />
      {menuOpen ? (
        // A dimmed page behind the open menu; tapping it closes the menu (Escape does too).
        <div
          className="fixed inset-x-0 top-16 bottom-0 -z-10 bg-ink/40 lg:hidden"
          aria-hidden
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      {menuOpen ? (
        <div
          id="mobile-menu"
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
                      className="rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50"
                    >
                      {link.label}
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
      ) : null}
    </header>
  );
}
