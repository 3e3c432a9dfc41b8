import * as Popover from "@radix-ui/react-popover";
import { ChevronDown, Menu, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Logo } from "./logo";

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

function isActive(to: string, pathname: string) {
  if (to === "/") return pathname === "/";
  if (to === "/vendors") return pathname === "/vendors" || pathname.startsWith("/category");
  return pathname === to || pathname.startsWith(`${to}/`);
}

function SearchBox({ id, className = "" }: { id: string; className?: string }) {
  const location = useLocation();
  const current =
    location.pathname === "/vendors" ? new URLSearchParams(location.search).get("q") : "";
  return (
    <Form method="get" action="/vendors" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search vendors
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden
      />
      <input
        id={id}
        key={current ?? ""}
        name="q"
        type="search"
        defaultValue={current ?? ""}
        placeholder="Search vendors..."
        className="w-full rounded-full border border-stone-300 bg-white/90 py-2 pr-3 pl-9 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none"
      />
    </Form>
  );
}

function AccountMenu({ user }: { user: HeaderUser }) {
  const [open, setOpen] = useState(false);
  const displayName = user.name || "User";
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-brand-50">
        <span
          className="grid size-7 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
          aria-hidden
        >
          {displayName.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{displayName}</span>
        <ChevronDown className="size-4" aria-hidden />
        <span className="sr-only">Account menu</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-[60] w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-stone-100 px-3 py-2">
            <p className="truncate font-semibold">{displayName}</p>
            <p className="truncate text-sm text-stone-600">{user.email}</p>
          </div>
          <nav aria-label="Account" className="flex flex-col py-1">
            <Link
              to="/dashboard"
              onClick={() => setOpen(false)}
              className="rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
            >
              Dashboard
            </Link>
            {user.role === "business" ? (
              <Link
                to="/business"
                onClick={() => setOpen(false)}
                className="rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
              >
                My Business
              </Link>
            ) : null}
            <Link
              to="/account"
              onClick={() => setOpen(false)}
              className="rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
            >
              Account Settings
            </Link>
            {user.role === "admin" ? (
              <Link
                to="/admin"
                onClick={() => setOpen(false)}
                className="rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
              >
                Admin Panel
              </Link>
            ) : null}
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50"
              >
                Log out
              </button>
            </Form>
          </nav>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

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
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-all ${
        scrolled || menuOpen
          ? "bg-white/95 shadow-md backdrop-blur"
          : "bg-cream/80 backdrop-blur-sm"
      }`}
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" className="shrink-0" aria-label="Saath home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              aria-current={isActive(item.to, pathname) ? "page" : undefined}
              className={() =>
                `rounded-full px-3 py-2 text-sm font-medium ${
                  isActive(item.to, pathname)
                    ? "bg-brand-100 text-brand-800"
                    : "text-stone-700 hover:text-brand-700"
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <SearchBox id="header-search" className="ml-auto hidden w-56 lg:block xl:w-72" />
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to="/login" className="btn-ghost">
                Sign In
              </Link>
              <Link to="/list-your-business" className="btn-primary">
                List Your Business
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-brand-800 hover:bg-brand-50 lg:hidden"
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
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-white lg:hidden"
        >
          <div className="container-page flex flex-col gap-1 py-4">
            <SearchBox id="mobile-search" className="mb-3" />
            <nav aria-label="Mobile" className="flex flex-col">
              {NAV.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={isActive(item.to, pathname) ? "page" : undefined}
                  className={`rounded-lg px-3 py-2.5 font-medium ${
                    isActive(item.to, pathname)
                      ? "bg-brand-100 text-brand-800"
                      : "hover:bg-brand-50"
                  }`}
                >
                  {item.label}
                </Link>
              ))}
              {user ? (
                <>
                  <Link
                    to="/dashboard"
                    className="rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50"
                  >
                    Dashboard
                  </Link>
                  {user.role === "admin" ? (
                    <Link
                      to="/admin"
                      className="rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50"
                    >
                      Admin Panel
                    </Link>
                  ) : null}
                </>
              ) : null}
            </nav>
            <div className="mt-3 flex flex-col gap-2 border-t border-stone-100 pt-4">
              {user ? (
                <Form method="post" action="/logout">
                  <button type="submit" className="btn-secondary w-full">
                    Log Out
                  </button>
                </Form>
              ) : (
                <Link to="/login" className="btn-secondary">
                  Sign In
                </Link>
              )}
              <Link to="/list-your-business" className="btn-primary">
                List Your Business
              </Link>
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
