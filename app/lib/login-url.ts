/**
 * A query value with its slashes left as they are, so a log-in address reads as the spec writes
 * it: `/login?returnUrl=/add-business/catering`. A "/" needs no escaping in a query (RFC 3986)
 * and every reader decodes both forms; everything else stays escaped. Kept apart from
 * `return-url.ts` so a page's first script (the heart, Contact Business) carries only this.
 */
export const pathInQuery = (query: string) => query.replace(/%2F/gi, "/");

const returningTo = (page: "/login" | "/signup") => (path: string) =>
  `${page}?returnUrl=${pathInQuery(encodeURIComponent(path))}`;

/** `/login?returnUrl=…` for a page of this site; /login checks the path again (`safeReturnUrl`). */
export const loginHref = returningTo("/login");

/** `/signup?returnUrl=…`: the wizard carries it through to the new account's first page. */
export const signUpHref = returningTo("/signup");
