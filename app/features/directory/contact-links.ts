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
