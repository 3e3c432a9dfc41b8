/**
 * The known-device cookie (features/accounts/known-device.server.ts, decision 036). It says only
 * that an account once logged in on this browser, so it does not make a page personal: the page
 * cache serves a visitor who holds only this cookie as it serves one with none.
 */
export const KNOWN_DEVICE_COOKIE = "saath_device";

/** Cookies a shared (anonymous) page may be served with. */
export const IMPERSONAL_COOKIES: readonly string[] = [KNOWN_DEVICE_COOKIE];
