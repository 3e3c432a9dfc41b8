// The one Node process: security headers, compression, logs, static files and React Router.
// Runs with Node's own TypeScript support (type stripping): keep this file free of enums and JSX.
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { RouterContextProvider } from "react-router";
import { refuseOtherMethods } from "./allowed-methods.ts";
import { limitRequestBodies } from "./body-limit.ts";
import { createLifecycle } from "./lifecycle.ts";

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
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: isProduction
      ? {
          directives: {
            "script-src": [
              "'self'",
              "'strict-dynamic'",
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
app.use(compression());
app.use(
  pinoHttp({
    logger,
    autoLogging: {
      ignore: (req) => /^\/(assets|images|favicon|@|node_modules|app\/)/.test(req.url ?? ""),
    },
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);
app.use(limitRequestBodies());

let build: () => Promise<ServerBuild>;
if (!useVite) {
  const buildPath = path.resolve("build/server/index.js");
  const serverBuild = (await import(buildPath)) as ServerBuild;
  build = async () => serverBuild;
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  app.use(express.static("public", { maxAge: "1h", index: false }));
}

// Migrations and the seed run here, inside the process that owns the database.
const startup = (await build()).entry.module as { startup?: () => Promise<void> };
lifecycle.use(startup);
try {
  await startup.startup?.();
} catch (error) {
  // Plain text, not JSON: this is read by a person starting the app.
  console.error(
    `Saath could not start.\n${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const { requestInfoContext } = (await build()).entry.module as unknown as {
  requestInfoContext: import("react-router").RouterContext<{ cspNonce: string; clientIp: string }>;
};

// 405 for a method the route does not take (GET/HEAD everywhere, POST where there is an action).
app.use(refuseOtherMethods(build));

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: useVite ? "development" : "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? "",
      });
      return context;
    },
  }),
);

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => {
  const url = process.env.BASE_URL ?? `http://localhost:${port}`;
  console.log(`\nSaath is running at ${url}\n`);
  const printStartupInfo = (startup as { printStartupInfo?: () => Promise<void> }).printStartupInfo;
  void printStartupInfo?.();
});

lifecycle.stopOnSignals(server);
