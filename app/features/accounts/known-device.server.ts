import { getEnv } from "~/config.server";
import { KNOWN_DEVICE_COOKIE } from "~/lib/cookie-names";
import { digest, sign, verify } from "~/lib/signing.server";

/**
 * The known-device cookie (decision 036): a signed, HTTP-only cookie a browser gets when an
 * account logs in on it, naming that account by a keyed digest of its e-mail address (never
 * the address itself), for up to a year. A log-in from a browser that holds it for the typed
 * address is exempt from the per-account limit (20 failures from every address together),
 * which an attacker can spend for anyone: the owner's own device is never locked out. The
 * per-address and per-IP limits still count it, and a stranger's browser cannot hold it.
 */
export { KNOWN_DEVICE_COOKIE };

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared family laptop), newest first. */
const MAX_ACCOUNTS = 5;
const PURPOSE = "known-device";

interface KnownDevice {
  accounts: string[];
}

function readCookie(request: Request): KnownDevice | null {
  const header = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([^;]+)`).exec(header);
  if (!match?.[1]) return null;
  let value: KnownDevice | null;
  try {
    value = verify(decodeURIComponent(match[1])) as KnownDevice | null;
  } catch {
    // A cookie this app did not write ("%", a neighbouring site's): simply not a known device.
    return null;
  }
  return value && Array.isArray(value.accounts) ? value : null;
}

const accountOf = (email: string) => digest(PURPOSE, email.trim().toLowerCase());

/** Whether this browser has logged in to the account of `email` before. */
export function isKnownDevice(request: Request, email: string): boolean {
  return readCookie(request)?.accounts.includes(accountOf(email)) ?? false;
}

/** The Set-Cookie that makes this browser known for `email` (after a successful log-in). */
export function rememberDevice(request: Request, email: string): string {
  const account = accountOf(email);
  const others = (readCookie(request)?.accounts ?? []).filter((known) => known !== account);
  const value: KnownDevice = { accounts: [account, ...others].slice(0, MAX_ACCOUNTS) };
  const attributes = [
    `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(sign(value))}`,
    "Path=/",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (getEnv().isProduction) attributes.push("Secure");
  return attributes.join("; ");
}
