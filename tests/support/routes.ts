/**
 * Helpers for the accounts integration tests: call route loaders and actions the way React
 * Router does, log in as the seeded demo accounts, and receive mail on a real SMTP sink.
 */

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { count, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type MiddlewareFunction,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
} from "react-router";
import { SMTPServer } from "smtp-server";
import { getEnv, resetEnvForTests } from "~/config.server";
import { requestInfoContext } from "~/context";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { resetAuthForTests } from "~/features/accounts/auth.server";
import { refuseCrossSiteWrites } from "~/features/accounts/guards.server";
import { readToast } from "~/features/toast/toast.server";
import { refuseBodiesThatAreNotForms } from "~/lib/form.server";
import { answerOutagesWith503 } from "~/lib/unavailable.server";
import routeTable from "~/routes";
import { handleError } from "~/startup/server-errors.server";

export const BASE = "http://localhost:3000";

let ipCounter = 0;
/** A fresh client IP per test keeps the per-IP limits out of tests that are not about them. */
export const freshIp = () => `192.0.2.${++ipCounter}`;

export interface Outcome {
  status: number;
  headers: Headers;
  location: string | null;
  data: Record<string, unknown> | null;
}

export function routeContext(ip = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "", clientIp: ip });
  return context;
}

/** React Router's `data()` result, a Response, or plain data: one shape for assertions. */
async function normalise(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    let data: Record<string, unknown> | null = null;
    const text = await value
      .clone()
      .text()
      .catch(() => "");
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { text };
    }
    return {
      status: value.status,
      headers: value.headers,
      location: value.headers.get("location"),
      data,
    };
  }
  if (
    value &&
    typeof value === "object" &&
    (value as { type?: string }).type === "DataWithResponseInit"
  ) {
    const wrapped = value as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(wrapped.init?.headers);
    return {
      status: wrapped.init?.status ?? 200,
      headers,
      location: headers.get("location"),
      data: (typeof wrapped.data === "object" ? wrapped.data : { text: wrapped.data }) as Record<
        string,
        unknown
      >,
    };
  }
  return {
    status: 200,
    headers: new Headers(),
    location: null,
    data: value as Record<string, unknown>,
  };
}

export type Handler = (args: never) => unknown;

let deliverMailAfterRequests = false;

/**
 * For files that read a real SMTP sink: after each request `run` makes, the mail worker's round
 * runs (app/features/mail/outbox-worker.server.ts), as the server's worker does moments after
 * the request. Requests themselves never wait for SMTP.
 */
export function deliverMailAfterEachRequest(on: boolean) {
  deliverMailAfterRequests = on;
}

async function afterRequest<T>(outcome: T): Promise<T> {
  if (deliverMailAfterRequests) {
    const { deliverDueMail } = await import("~/features/mail/outbox-worker.server");
    await deliverDueMail();
  }
  return outcome;
}

type Middleware = MiddlewareFunction<Response>;
type RouteNode = RouteObject & { file: string };

const routeTree = (entries: RouteConfigEntry[]): RouteNode[] =>
  entries.map(({ path, index, file, children }) =>
    index ? { index: true, file } : { path, file, children: routeTree(children ?? []) },
  );
const ROUTES = routeTree(routeTable);

/**
 * The middleware of the routes in app/routes.ts that the request's path matches, outermost
 * first (the inbox areas' layouts tell their pages which side they read). The root's is run
 * by `run` itself.
 */
async function routeMiddleware(request: Request) {
  const matches = matchRoutes(ROUTES, new URL(request.url).pathname) ?? [];
  const modules: { middleware?: Middleware[] }[] = await Promise.all(
    matches.map(({ route }) => import(`~/${(route as RouteNode).file}`)),
  );
  return {
    middleware: modules.flatMap((module) => module.middleware ?? []),
    pattern: `/${matches
      .map(({ route }) => route.path ?? "")
      .filter(Boolean)
      .join("/")}`,
  };
}

/** Runs `middleware` around `handler` as React Router does (each may call `next` or not). */
async function throughMiddleware(
  middleware: Middleware[],
  args: Parameters<Middleware>[0],
  handler: () => Promise<Response>,
): Promise<Response> {
  const step = async (at: number): Promise<Response> => {
    if (at === middleware.length) return handler();
    let answer: Response | undefined;
    const next = async () => {
      answer = await step(at + 1);
      return answer;
    };
    const value = await middleware[at](args, next);
    if (value instanceof Response) return value;
    return answer ?? next();
  };
  return step(0);
}

/**
 * The tables a refused request must not write to (cross-site posts, malformed bodies), for
 * `rowCounts`.
 */
export const WRITABLE_TABLES = [
  schema.auditLog,
  schema.businessClaim,
  schema.enquiry,
  schema.enquiryMessage,
  schema.newsletterSubscriber,
  schema.shortlist,
  schema.user,
  schema.vendor,
];

/** How many rows each of `tables` holds, by table name: taken before and after a request. */
export async function rowCounts(tables: PgTable[] = WRITABLE_TABLES) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

export async function run(
  handler: Handler,
  request: Request,
  options: { ip?: string; params?: Record<string, string> } = {},
) {
  const context = routeContext(options.ip);
  const params = options.params ?? {};
  try {
    // As React Router does: the root route's middleware first, then the matched routes', then
    // the loader or action.
    refuseCrossSiteWrites({ request });
    refuseBodiesThatAreNotForms({ request });
    const { middleware, pattern } = await routeMiddleware(request);
    let value: unknown;
    let threw = false;
    await answerOutagesWith503({ request, context } as never, async () => {
      try {
        const args = { request, url: new URL(request.url), pattern, params, context };
        await throughMiddleware(middleware, args, async () => {
          value = await (handler as (args: unknown) => unknown)({ request, params, context });
          return new Response(null);
        });
      } catch (thrown) {
        value = thrown;
        threw = true;
      }
      // A thrown Response or data() is the answer; anything else is a 500, seen by handleError.
      const fault = threw && !(value instanceof Response) && !isThrownData(value);
      if (fault) handleError(value, { request });
      return new Response(null, { status: fault ? 500 : 200 });
    });
    return afterRequest(await normalise(value));
  } catch (thrown) {
    return afterRequest(await normalise(thrown));
  }
}

const isThrownData = (value: unknown) =>
  Boolean(value) && (value as { type?: string }).type === "DataWithResponseInit";

export function get(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
}

/** A same-site post of a body `post` cannot write as one value a field (repeated fields, files). */
export function postBody(path: string, body: URLSearchParams | FormData, cookie: string) {
  return new Request(`${BASE}${path}`, { method: "POST", headers: { cookie, origin: BASE }, body });
}

export function post(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (options.origin !== null) headers.origin = options.origin ?? BASE;
  if (options.cookie) headers.cookie = options.cookie;
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

/** The cookie header a browser would send back after these Set-Cookie lines. */
export function cookieFrom(headers: Headers, previous = ""): string {
  const jar = new Map<string, string>();
  for (const part of previous.split("; ").filter(Boolean)) {
    const [name, ...rest] = part.split("=");
    jar.set(name, rest.join("="));
  }
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";");
    const [name, ...rest] = pair.trim().split("=");
    const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()));
    if (expired) jar.delete(name);
    else jar.set(name, rest.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Sets the env for the next auth instance (REQUIRE_EMAIL_VERIFICATION, SMTP_URL...). */
export function setEnv(changes: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  resetAuthForTests();
  return getEnv();
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

/** A real SMTP server on a free local port; the app sends to it through nodemailer. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const decoded = raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          decoded,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages sent to this address, oldest first. */
    to: (email: string) => received.filter((mail) => mail.to.includes(email.toLowerCase())),
    /** The first link in the newest message to `email` that starts with `prefix`. */
    link(email: string, prefix: string) {
      const mails = received.filter((mail) => mail.to.includes(email.toLowerCase()));
      const last = mails.at(-1);
      if (!last) throw new Error(`No e-mail to ${email}`);
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const match = last.decoded.match(new RegExp(`${escaped}[^\\s"<>]*`));
      if (!match) throw new Error(`No link starting ${prefix} in the e-mail to ${email}`);
      return match[0].replace(/&amp;/g, "&");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Who = "visitor" | "couple" | "business" | "admin" | "mainAdmin";

/** Logs in through the real /login action; the session cookie a browser would keep. */
export async function logIn(email: string, password: string, ip: string) {
  const { action } = await import("~/routes/login");
  const outcome = await run(action, post("/login", { intent: "login", email, password }), { ip });
  if (outcome.status !== 200) throw new Error(`Log-in as ${email} answered ${outcome.status}`);
  return cookieFrom(outcome.headers);
}

/**
 * A session for every role: the seeded couple, business and main admin, and a second admin
 * created for the test file (each from its own address, so no rate limit is shared).
 */
export async function logInEveryRole(
  otherAdmin: { email: string; password: string; name: string },
  ipPrefix: string,
): Promise<Record<Who, string>> {
  const [{ db }, { createOrPromoteAdmin, demoAccounts }] = await Promise.all([
    import("~/db/client.server"),
    import("~/startup/demo-accounts.server"),
  ]);
  const [couple, business, main] = demoAccounts();
  await createOrPromoteAdmin(db, otherAdmin);
  return {
    visitor: "",
    couple: await logIn(couple.email, couple.password, `${ipPrefix}1`),
    business: await logIn(business.email, business.password, `${ipPrefix}2`),
    mainAdmin: await logIn(main.email, main.password, `${ipPrefix}3`),
    admin: await logIn(otherAdmin.email, otherAdmin.password, `${ipPrefix}4`),
  };
}

/** The toast a redirect carries to the next page, in its flash cookie. */
export async function toastOf(answer: { headers: Headers }) {
  const next = new Request(`${BASE}/`, { headers: { cookie: cookieFrom(answer.headers) } });
  return (await readToast(next)).toast;
}
