import type { ReactNode } from "react";
import { TAGLINE } from "~/lib/seo";
import { ContactLinks } from "./contact-details";
import { LinkList } from "./link-list";
import { Logo } from "./logo";

/** A footer column's links, written as where → label (in order). */
const linksFrom = (paths: Record<string, string>, prefix = "") =>
  Object.entries(paths).map(([path, label]) => ({ to: `${prefix}${path}`, label }));

/** Category shortcuts by slug, then the full list. */
const CATEGORY_LINKS = [
  ...linksFrom(
    {
      "bridal-wear": "Bridal Wear",
      menswear: "Menswear",
      catering: "Catering",
      photography: "Photography",
      decor: "Decor & Mandap",
      priests: "Priests",
    },
    "/category/",
  ),
  { to: "/categories", label: "View All Categories" },
];

const OTHER_LINKS = linksFrom({
  "/about": "About Us",
  "/blog": "Blog",
  "/add-business": "List Your Business",
  "/faq": "FAQ",
  "/contact": "Contact",
  "/privacy-policy": "Privacy Policy",
  "/terms": "Terms",
});

const SOCIAL = [
  { href: "https://www.instagram.com/saathweddings", label: "Instagram" },
  { href: "https://www.facebook.com/saathweddings", label: "Facebook" },
  { href: "https://www.pinterest.co.uk/saathweddings", label: "Pinterest" },
  { href: "https://www.youtube.com/@saathweddings", label: "YouTube" },
];

const HEADING = "font-sans text-sm font-semibold tracking-wider text-saffron-300 uppercase";

function FooterLinks({
  label,
  heading,
  links,
}: {
  label: string;
  heading: string;
  links: Array<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={label}>
      <h2 className={HEADING}>{heading}</h2>
      <LinkList links={links} className="mt-4 space-y-2 text-sm" linkClassName="hover:underline" />
    </nav>
  );
}

function SocialLinks() {
  return (
    <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label="Social media">
      {SOCIAL.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-block rounded-full border border-brand-300/40 px-3 py-1 hover:bg-brand-800"
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The newsletter form comes from the page shell, so the shell's UI imports no feature. */
export function SiteFooter({ year, newsletter }: { year: number; newsletter: ReactNode }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50 print:hidden">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{TAGLINE}</p>
          <ContactLinks
            className="mt-4 space-y-2 text-sm"
            linkClassName="inline-flex items-center gap-2 hover:underline"
          />
        </div>
        <FooterLinks label="Vendor categories" heading="Categories" links={CATEGORY_LINKS} />
        <FooterLinks label="Saath" heading="Saath" links={OTHER_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className={HEADING}>Newsletter</h2>
          <p className="mt-4 text-sm text-brand-100">
            Planning tips and new vendors, once a month.
          </p>
          {newsletter}
          <SocialLinks />
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-4 text-center text-sm text-brand-200">
          © {year} Saath. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
