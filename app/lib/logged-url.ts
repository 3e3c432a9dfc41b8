/**
 * A request's address as the request log keeps it. Some addresses are keys (decision 055): a
 * password-reset or confirmation link (`?token=`), a guest's RSVP link, a family invitation, a
 * calendar feed. Anyone who could read the log could use them, so their secret part is written
 * as "…": the path's key segment, and the value of any query parameter that carries a secret.
 */
const KEY_SEGMENTS = /^\/(rsvp|join|calendar-feed)\/[^/?]+/i;
const SECRET_PARAMS = /^(token|code|secret|signature|sig|key)$/i;

export function loggedUrl(url: string | undefined): string {
  if (!url) return "";
  const at = url.indexOf("?");
  const path = (at === -1 ? url : url.slice(0, at)).replace(KEY_SEGMENTS, "/$1/…");
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; it carries no value here.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=…` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}
