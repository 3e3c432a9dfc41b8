import { Globe, Mail, Phone } from "~/ui/icons";

/** Spec: e-mail and website are hidden when missing or the placeholder 'Not provided'. */
export function isProvided(value: string | null | undefined): value is string {
  return Boolean(value?.trim() && value.trim().toLowerCase() !== "not provided");
}

/** Website links get https:// added when the scheme is missing. */
export function websiteHref(website: string) {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function websiteLabel(website: string) {
  return website.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The vendor's phone, e-mail and website, each a link with its icon where it is given (the
 * website in a new tab, and said so), in that order. `tone` is the links' own colour.
 */
export function contactLinks(
  vendor: { phone: string | null; email: string | null; website: string | null },
  tone = "",
) {
  const look = (long: boolean) =>
    [
      "flex items-center gap-2",
      tone,
      long ? "[overflow-wrap:anywhere]" : "",
      "hover:text-brand-700 hover:underline",
    ]
      .filter(Boolean)
      .join(" ");
  const icon = "size-4 shrink-0 text-brand-600";
  return [
    isProvided(vendor.phone) ? (
      <a key="phone" href={telHref(vendor.phone)} className={look(false)}>
        <Phone className={icon} aria-hidden /> {vendor.phone}
      </a>
    ) : null,
    isProvided(vendor.email) ? (
      <a key="email" href={`mailto:${vendor.email}`} className={look(true)}>
        <Mail className={icon} aria-hidden /> {vendor.email}
      </a>
    ) : null,
    isProvided(vendor.website) ? (
      <a
        key="website"
        href={websiteHref(vendor.website)}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={look(true)}
      >
        <Globe className={icon} aria-hidden /> {websiteLabel(vendor.website)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : null,
  ].filter((link) => link !== null);
}
