// The one Node process: security headers, compression, logs, static files and React Router.
// Runs with Node's own TypeScript support (type stripping): keep this file free of enums and JSX.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { loggedUrl } from "../app/lib/logged-url.ts";
import type { AppServerContract } from "../app/server-contract.ts";
import { refuseOtherMethods } from "./allowed-methods.ts";
import { limitRequestBodies } from "./body-limit.ts";
import { cspNonceFor } from "./csp-nonce.ts";
import { createLifecycle } from "./lifecycle.ts";
import { createPageCache } from "./page-cache.ts";
import { answerWith } from "./send-page.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Saath needs Node.js 24 or newer (this is ${process.version}). Run it with "npm start", which uses the pinned Node.`,
  );
  process.exit(1);
}

const isProduction = process.env.NODE_ENV === "production";
// `--dev` serves through Vite with hot reload; otherwise the built bundle in build/ is served.
const useVite = process.argv.includes("--dev");
const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });

const app = express();
app.disable("x-powered-by");
// Behind a proxy the client IP comes from X-Forwarded-For (rate limits depend on it).
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
// GET /healthz and /readyz for a load balancer; SIGTERM drains requests in flight (server/lifecycle.ts).
const lifecycle = createLifecycle({ logger });
app.use(lifecycle.routes);

app.use((_req, res, next) => {
  res.locals.cspNonce = cspNonceFor(isProduction);
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: isProduction
      ? {
          directives: {
            // Our own files, and inline scripts by this response's nonce; a page from the page
            // cache carries its scripts' hashes instead (server/page-cache.ts, decision 025).
            "script-src": [
              "'self'",
              (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ],
            "img-src": ["'self'", "data:"],
            "connect-src": ["'self'"],
            "upgrade-insecure-requests": null,
          },
        }
      : false,
    hsts: isProduction,
    // Not "no-referrer": with it Chromium sends `Origin: null` on same-site form posts, which
    // React Router's CSRF check (and refuseCrossSiteWrites) refuse, so forms fail without JavaScript.
    // "same-origin" still sends nothing to other sites.
    referrerPolicy: { policy: "same-origin" },
  }),
);

let build: () => Promise<ServerBuild>;
// React Router prepares its route tables once for a build object, but again on every request
// when handed a function (which Vite's hot reload needs): production hands it the object.
let routerBuild: ServerBuild | (() => Promise<ServerBuild>);
if (!useVite) {
  const buildPath = path.resolve("build/server/index.js");
  const serverBuild = (await import(buildPath)) as ServerBuild;
  build = async () => serverBuild;
  routerBuild = serverBuild;
  // Built files only, and only for their own URLs: a page's URL never touches the disk. Scripts
  // and styles are sent as compressed once at build time (scripts/precompress.ts).
  const builtFiles = new Set(fs.readdirSync("build/client"));
  const sendBuilt = expressStaticGzip("build/client", {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: { index: false, maxAge: "1h", fallthrough: true },
  });
  const sendAsset = expressStaticGzip("build/client/assets", {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: { index: false, immutable: true, maxAge: "1y", fallthrough: false },
  });
  app.use("/assets", sendAsset);
  app.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    if (first && builtFiles.has(decodeURIComponent(first))) sendBuilt(req, res, next);
    else next();
  });
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  routerBuild = build;
  app.use(express.static("public", { maxAge: "1h", index: false }));
}

// Pages made for one person are compressed on every request: brotli quality 3 costs under half
// the CPU of the library's default 4 for about 5 % more bytes. Kept pages are compressed once,
// harder (server/page-cache.ts); built files at build time.
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
// React Router flushes the compressor after every chunk it writes, which sends a streamed page
// in many small, poorly compressed pieces. Only the CSV import's progress stream needs that.
app.use((_req, res, next) => {
  const flush = (res as unknown as { flush?: () => void }).flush;
  if (flush) {
    (res as unknown as { flush: () => void }).flush = () => {
      if (/ndjson|event-stream/.test(String(res.getHeader("Content-Type") ?? ""))) flush.call(res);
    };
  }
  next();
});

// Everything the server takes from the app bundle: one interface (app/server-contract.ts).
const appEntry = ((await build()).entry.module as unknown as { serverContract: AppServerContract })
  .serverContract;

// Migrations and the seed run here, inside the process that owns the database.
lifecycle.use(appEntry);
try {
  await appEntry.startup();
} catch (error) {
  // Plain text, not JSON: this is read by a person starting the app.
  console.error(
    `Saath could not start.\n${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

// The mail outbox and retention (decision 034): stopped before the database closes.
lifecycle.beforeClose(appEntry.startBackgroundWork());

const { requestInfoContext } = appEntry;

const mode = useVite ? "development" : "production";
function loadContextFor(req: express.Request, cspNonce: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce, clientIp: req.ip ?? "" });
  return context;
}

// Anonymous visitors' pages from memory (server/page-cache.ts); not with Vite's hot reload.
const { pageCacheSettings, watchContentChanges, watchSessionChanges } = appEntry;
// Signed-in requests keep their session's user for a few seconds while the database announces
// every change to sessions (app/features/accounts/session-cache.server.ts).
lifecycle.beforeClose(await watchSessionChanges());

// The database announces every change to what public pages show: the directory's kept results
// (features/vendors/directory-cache.server.ts) and the page cache forget what they hold.
const cacheSettings = pageCacheSettings();
const renderPage = createFetchHandler(routerBuild, mode);
const pageCache =
  !useVite && cacheSettings.maxBytes > 0
    ? createPageCache({
        ...cacheSettings,
        logger,
        render: (request, original) => renderPage(request, loadContextFor(original, "")),
      })
    : undefined;
lifecycle.beforeClose(
  await watchContentChanges({
    onChange: () => pageCache?.forgetAll(),
    onListening: (listening) => pageCache?.setListening(listening),
  }),
);
if (pageCache) app.use(pageCache.middleware);

app.use(
  pinoHttp({
    logger,
    autoLogging: {
      ignore: (req) => /^\/(assets|images|favicon|@|node_modules|app\/)/.test(req.url ?? ""),
    },
    serializers: {
      // Reset, confirmation, RSVP, invitation and feed links are keys: never in the log.
      req: (req) => ({ method: req.method, url: loggedUrl(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);
app.use(limitRequestBodies());

// 405 for a method the route does not take (GET/HEAD everywhere, POST where there is an action).
app.use(refuseOtherMethods(build));

// React Router answers everything else; a page made at once leaves in one write (server/send-page.ts).
app.all(
  "/{*splat}",
  answerWith((request, req, res) =>
    renderPage(request, loadContextFor(req, res.locals.cspNonce as string)),
  ),
);

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => {
  const url = process.env.BASE_URL ?? `http://localhost:${port}`;
  console.log(`\nSaath is running at ${url}\n`);
  void appEntry.printStartupInfo();
});

// An idle kept-alive connection stays open for 65 s, not Node's 5 s: longer than a proxy's own
// idle limit (nginx and most load balancers keep upstream connections 60 s), so the app never
// closes a socket a client is just reusing, which the client sees as ECONNRESET. Seen in e2e on
// a slow machine: a request sent on a connection idle just past 5 s was reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

lifecycle.stopOnSignals(server);
