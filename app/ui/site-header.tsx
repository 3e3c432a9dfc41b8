import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { shownOnDemand } from "./client-lazy";
import {
  type HeaderUser,
  ListYourBusinessLink,
  NavLinks,
  SearchBox,
  SignInLink,
} from "./header-links";
import { ChevronDown, Menu, X } from "./icons";
import { Logo } from "./logo";
import { useDismiss } from "./use-dismiss";
import { useHydrated } from "./use-hydrated";

export type { HeaderUser };

/** The menus' script, fetched when a menu is first opened (or a pointer or focus nears it). */
const loadMenus = () => import("./header-menus");
const AccountPanel = shownOnDemand(() => loadMenus().then((module) => module.AccountPanel));
const MobileMenu = shownOnDemand(() => loadMenus().then((module) => module.MobileMenu));
const warmMenus = () => void loadMenus();

/**
 * What a menu's toggle button takes: whether `menu` is open, a click to open or close it, off
 * until React runs (not silently deaf), and the menus' code fetched when it is pointed at,
 * touched or focused.
 */
const toggleFor = (menu: string, open: boolean, setOpen: (open: boolean) => void, on: boolean) =>
  ({
    type: "button",
    "aria-expanded": open,
    "aria-controls": menu,
    disabled: !on,
    onClick: () => setOpen(!open),
    onPointerEnter: warmMenus,
    onTouchStart: warmMenus,
    onFocus: warmMenus,
  }) as const;

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
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, () => setOpen(false), { root: rootRef, trigger: buttonRef });

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
        {...toggleFor("account-menu", open, setOpen, hydrated)}
        // The same dot as the phone's menu toggle: something waits unread in this menu.
        data-unread={user.badges?.enquiries || user.badges?.rsvps ? "" : undefined}
        className="relative flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-brand-50"
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
      {open ? <AccountPanel user={user} displayName={displayName} /> : null}
    </div>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The toggles only work once React runs: until then they are disabled, not silently deaf.
  const hydrated = useHydrated();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // The mobile menu closes when one of its links or forms is used or the browser goes back or
  // forward (MobileMenu), not when a page arrives: "Open menu" tapped while a page was still
  // loading stays open when it comes (issue 31).

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
          {...toggleFor("mobile-menu", menuOpen, setMenuOpen, hydrated)}
          // A dot (app.css `[data-unread]`) says something waits unread in the menu (issue 31).
          data-unread={user?.badges?.enquiries || user?.badges?.rsvps ? "" : undefined}
          className="relative -mr-2 ml-auto rounded-lg p-2 text-brand-800 hover:bg-brand-50 lg:hidden"
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
        <MobileMenu
          user={user}
          pathname={pathname}
          header={headerRef}
          toggle={toggleRef}
          onClose={closeMenu}
        />
      ) : null}
    </header>
  );
}
