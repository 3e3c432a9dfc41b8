/**
 * deploy/nginx.conf, tested: nginx -t accepts it, and nginx running it in front of two stand-in
 * instances spreads requests over both, passes the client's address, leaves compression to the
 * app, refuses bodies over the upload limit and keeps serving when one instance is down.
 * Skipped when nginx is not installed (CI does not install it; `apt-get install nginx-light`).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((file) =>
  fs.existsSync(file),
);

/** A stand-in instance: answers with what it received (and drains any body). */
function standIn(name: string) {
  const server = http.createServer(async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        name,
        bytes,
        host: req.headers.host,
        forwardedFor: req.headers["x-forwarded-for"],
        forwardedProto: req.headers["x-forwarded-proto"],
        acceptEncoding: req.headers["accept-encoding"],
      }),
    );
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server)),
  );
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

/** A free loopback port for nginx to listen on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const port = portOf(probe);
      probe.close(() => resolve(port));
    });
  });

/**
 * deploy/nginx.conf with this machine's ports in place of the example's, run by nginx in a
 * folder of its own; `edit` changes the site file further, `httpIncludes` are more files in
 * http { } (written into the folder first).
 */
async function startNginx(
  dir: string,
  instances: [http.Server, http.Server],
  options: { edit?: (site: string) => string; httpFiles?: Record<string, string> } = {},
) {
  const main = path.join(dir, "nginx.conf");
  const listenPort = await freePort();
  const origin = `http://127.0.0.1:${listenPort}`;
  // The real file, with this machine's ports in place of the example's.
  const site = fs
    .readFileSync(path.resolve("deploy/nginx.conf"), "utf8")
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
    .replace("127.0.0.1:3001", `127.0.0.1:${portOf(instances[0])}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${portOf(instances[1])}`);
  fs.writeFileSync(path.join(dir, "saath.conf"), options.edit ? options.edit(site) : site);
  const includes = Object.entries(options.httpFiles ?? {}).map(([name, text]) => {
    fs.writeFileSync(path.join(dir, name), text);
    return `include ${path.join(dir, name)};`;
  });
  // Around it, the least a main configuration needs to run unprivileged in a folder.
  const temp = (name: string) => `${name} ${path.join(dir, name.replace(/_path$/, ""))};`;
  fs.writeFileSync(
    main,
    `daemon off;
master_process off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${temp("client_body_temp_path")}
  ${temp("proxy_temp_path")}
  ${temp("fastcgi_temp_path")}
  ${temp("uwsgi_temp_path")}
  ${temp("scgi_temp_path")}
  include ${path.join(dir, "saath.conf")};
  ${includes.join("\n  ")}
}
`,
  );
  const nginx = spawn(NGINX as string, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", main], {
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/up`).then(
        () => true,
        () => false,
      )
    )
      return { nginx, origin, main };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  nginx.kill("SIGTERM");
  throw new Error(`nginx did not start:\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
}

/** `nginx -t` on a main configuration: its output (empty when all is well). */
const testConfig = (dir: string, main: string) =>
  execFileSync(NGINX as string, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", main], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });

describe.skipIf(!NGINX)("deploy/nginx.conf", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-nginx-"));
  let main: string;
  let nginx: ChildProcess;
  let a: http.Server;
  let b: http.Server;
  let origin: string;

  beforeAll(async () => {
    [a, b] = [await standIn("a"), await standIn("b")];
    ({ nginx, origin, main } = await startNginx(dir, [a, b]));
  });

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    a?.close();
    b?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${url}`, { headers });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it("passes nginx -t", () => {
    const output = testConfig(dir, main);
    expect(output).toBe("");
  });

  it("spreads requests over the instances and passes the client's address and scheme", async () => {
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add((await get("/vendors")).body.name);
    expect(names).toEqual(new Set(["a", "b"]));

    const { body } = await get("/", { "X-Forwarded-For": "203.0.113.9" });
    // The app reads the right-most address it does not trust: the one nginx appended.
    expect(body.forwardedFor).toBe("203.0.113.9, 127.0.0.1");
    expect(body.forwardedProto).toBe("http");
    expect(body.host).toBe(new URL(origin).host);
  });

  it("leaves compression to the app", async () => {
    const { headers, body } = await get("/", { "Accept-Encoding": "gzip" });
    expect(body.acceptEncoding).toBe("gzip");
    expect(headers.get("content-encoding")).toBeNull();
  });

  it("lets a 15 MB photo through and refuses a larger body", async () => {
    const post = (bytes: number) =>
      fetch(`${origin}/business/listings/1`, { method: "POST", body: new Uint8Array(bytes) });
    const photo = await post(15 * 1024 * 1024);
    expect(photo.status).toBe(200);
    expect((await photo.json()).bytes).toBe(15 * 1024 * 1024);
    expect((await post(17 * 1024 * 1024)).status).toBe(413);
  });

  it("keeps no page cache of its own unless one is turned on", async () => {
    const first = await get("/about");
    const second = await get("/about");
    expect([first.headers.get("x-nginx-cache"), second.headers.get("x-nginx-cache")]).toEqual([
      null,
      null,
    ]);
    expect(second.body.name).not.toBe(first.body.name);
  });

  it("keeps health checks to the machine itself", async () => {
    expect((await get("/readyz")).body.name).toMatch(/^[ab]$/);
  });

  it("keeps serving when one instance is down", async () => {
    await new Promise((resolve) => b.close(resolve));
    for (let i = 0; i < 4; i++) {
      const response = await get("/vendors");
      expect(response.status).toBe(200);
      expect(response.body.name).toBe("a");
    }
  });
});

/**
 * A stand-in for the app's public pages, shared by two instances: each address has a version
 * (bumped by a test to play a change), answers the way the app's page cache does (`public` with
 * a weak ETag and a 304 for it, compressed in the encoding it was asked for) and records every
 * request it received. `?answer=private`, `?answer=set-cookie` and `?answer=none` answer as the
 * app does for a personal page, a page that sets a cookie and an answer with no Cache-Control;
 * a request with a cookie gets a private page, as from the app. `hold(path)` keeps that
 * address's answers back until its release is called.
 */
function pageStandIn() {
  const versions = new Map<string, number>();
  const held = new Map<string, Promise<void>>();
  const seen: {
    method: string;
    url: string;
    acceptEncoding?: string;
    cookie?: string;
    ifNoneMatch?: string;
  }[] = [];
  const handler: http.RequestListener = async (req, res) => {
    for await (const _ of req) {
      // drain
    }
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    seen.push({
      method: req.method ?? "",
      url: url.pathname + url.search,
      acceptEncoding: req.headers["accept-encoding"],
      cookie: req.headers.cookie,
      ifNoneMatch: req.headers["if-none-match"],
    });
    await held.get(url.pathname);
    const version = versions.get(url.pathname) ?? 1;
    const signedIn = Boolean(req.headers.cookie);
    const answer = url.searchParams.get("answer");
    const etag = `W/"${url.pathname}-${version}${signedIn ? "-signed-in" : ""}"`;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", etag);
    if (signedIn || answer === "private") res.setHeader("Cache-Control", "private, no-cache");
    else if (answer !== "none") {
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    }
    if (answer === "set-cookie") res.setHeader("Set-Cookie", "saath_toast=hello; Path=/");
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const page = Buffer.from(
      `<!doctype html><title>${url.pathname}</title><p>${req.method} ${url.pathname} version ${version}${signedIn ? " for a signed-in visitor" : ""}</p>`,
    );
    // The encodings the request accepts (any q but 0), as the app's compression reads them.
    const accepted = String(req.headers["accept-encoding"] ?? "")
      .split(",")
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim());
    if (accepted.includes("br")) {
      res.setHeader("Content-Encoding", "br");
      res.end(zlib.brotliCompressSync(page));
    } else if (accepted.includes("gzip")) {
      res.setHeader("Content-Encoding", "gzip");
      res.end(zlib.gzipSync(page));
    } else res.end(page);
  };
  return {
    handler,
    seen,
    change: (pathname: string) => versions.set(pathname, (versions.get(pathname) ?? 1) + 1),
    /** Requests for `url` (path and query) that asked for the whole page, not a 304. */
    rendered: (url: string) => seen.filter((r) => r.url === url && !r.ifNoneMatch).length,
    received: (url: string) => seen.filter((r) => r.url === url).length,
    hold(pathname: string) {
      let release = () => {};
      held.set(
        pathname,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        held.delete(pathname);
        release();
      };
    },
  };
}

/** Asks `check` every 50 ms until it returns a value, for at most 10 s: waits on state. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!NGINX)("deploy/nginx-cache.conf (nginx's own page cache, turned on)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-nginx-cache-"));
  const app = pageStandIn();
  const INCLUDE = "# include /etc/nginx/snippets/saath-page-cache.conf;";
  let main: string;
  let nginx: ChildProcess;
  let instances: [http.Server, http.Server];
  let origin: string;

  beforeAll(async () => {
    const listen = () =>
      new Promise<http.Server>((resolve) => {
        const server = http.createServer(app.handler).listen(0, "127.0.0.1", () => resolve(server));
      });
    instances = [await listen(), await listen()];
    const snippet = path.join(dir, "saath-page-cache.conf");
    fs.copyFileSync(path.resolve("deploy/nginx-cache-location.conf"), snippet);
    const httpPart = fs.readFileSync(path.resolve("deploy/nginx-cache.conf"), "utf8");
    expect(httpPart).toContain("/var/cache/nginx/saath ");
    ({ nginx, origin, main } = await startNginx(dir, instances, {
      // As an operator turns it on: the include uncommented, the http { } part beside the site.
      edit: (site) => {
        expect(site).toContain(INCLUDE);
        return site.replace(INCLUDE, `include ${snippet};`);
      },
      httpFiles: {
        "saath-cache.conf": httpPart.replace("/var/cache/nginx/saath ", `${dir}/cache `),
      },
    }));
  });

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    for (const instance of instances ?? []) instance.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One request as sent (no Accept-Encoding unless given, nothing decoded). */
  const send = (url: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; cache: string; encoding: string; page: string }>(
      (resolve, reject) => {
        const request = http.request(
          `${origin}${url}`,
          { method: options.method ?? "GET", headers: options.headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const body = Buffer.concat(chunks);
              const encoding = String(response.headers["content-encoding"] ?? "identity");
              const page =
                encoding === "br"
                  ? zlib.brotliDecompressSync(body)
                  : encoding === "gzip"
                    ? zlib.gunzipSync(body)
                    : body;
              resolve({
                status: response.statusCode ?? 0,
                cache: String(response.headers["x-nginx-cache"] ?? ""),
                encoding,
                page: page.toString("utf8"),
              });
            });
          },
        );
        request.on("error", reject);
        request.end();
      },
    );

  /** Asks for `url` until nginx answers it from its cache; that answer. */
  const untilHit = (url: string, options: Parameters<typeof send>[1] = {}) =>
    eventually(async () => {
      const answer = await send(url, options);
      return answer.cache === "HIT" ? answer : undefined;
    }, `a HIT for ${url}`);

  it("passes nginx -t with the page cache turned on", () => {
    expect(testConfig(dir, main)).toBe("");
  });

  it("answers the second anonymous GET (and a HEAD) from its cache, without asking the app", async () => {
    const first = await send("/vendors");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(first.page).toContain("GET /vendors version 1");
    expect(app.rendered("/vendors")).toBe(1);
    // The next request within the second; on a slow machine a later one, once nginx has
    // checked its copy with the app again (a 304, not a render).
    const hit = await untilHit("/vendors");
    expect(hit.page).toBe(first.page);
    expect(app.rendered("/vendors")).toBe(1);
    const head = await untilHit("/vendors", { method: "HEAD" });
    expect(head.page).toBe("");
    expect(app.rendered("/vendors")).toBe(1);
  });

  it("never answers a request with the session cookie from its cache, nor keeps its answer", async () => {
    await send("/categories");
    await untilHit("/categories");
    for (const cookie of [
      "better-auth.session_token=abc.def",
      "__Secure-better-auth.session_token=abc.def; saath_device=x",
      "saath_toast=hello",
    ]) {
      const before = app.received("/categories");
      const signedIn = await send("/categories", { headers: { Cookie: cookie } });
      expect(signedIn.cache).toBe("BYPASS");
      expect(signedIn.page).toContain("for a signed-in visitor");
      expect(app.received("/categories")).toBe(before + 1);
      expect(app.seen.at(-1)?.cookie).toBe(cookie);
    }
    // The signed-in answers were not kept for anyone.
    const anonymous = await send("/categories");
    expect(anonymous.page).not.toContain("signed-in");
    // The known-device cookie alone is not personal (as in the app's own cache).
    const device = await untilHit("/categories", { headers: { Cookie: "saath_device=x" } });
    expect(device.page).toBe(anonymous.page);
  });

  it("sends a POST to the app every time and keeps none of its answers", async () => {
    await send("/contact");
    await untilHit("/contact");
    for (let i = 0; i < 2; i++) {
      const before = app.received("/contact");
      const post = await send("/contact", { method: "POST" });
      expect(post.status).toBe(200);
      expect(post.page).toContain("POST /contact");
      expect(post.cache).not.toBe("HIT");
      expect(app.received("/contact")).toBe(before + 1);
    }
    expect((await send("/contact")).page).toContain("GET /contact");
  });

  it.each([
    ["sets a cookie", "/about?answer=set-cookie"],
    ["is private", "/about?answer=private"],
    ["has no Cache-Control", "/about?answer=none"],
  ])("keeps no answer that %s", async (_, url) => {
    for (let i = 1; i <= 3; i++) {
      const answer = await send(url);
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe("MISS");
      expect(app.rendered(url)).toBe(i);
    }
  });

  it("keeps plain, gzip and brotli copies apart, whatever the browser's exact Accept-Encoding", async () => {
    const url = "/faq";
    for (const [acceptEncoding, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["", "identity"],
      ["gzip, deflate, br, zstd", "br"],
      ["deflate, gzip;q=0.8", "gzip"],
    ]) {
      const headers: Record<string, string> = acceptEncoding
        ? { "Accept-Encoding": acceptEncoding }
        : {};
      const first = await send(url, { headers });
      expect(first.encoding).toBe(encoding);
      expect(first.page).toContain("GET /faq version 1");
      const hit = await untilHit(url, { headers });
      expect(hit.encoding).toBe(encoding);
      expect(hit.page).toBe(first.page);
    }
    // The app was asked for each encoding once, by its own name.
    expect(
      app.seen
        .filter((r) => r.url === url && !r.ifNoneMatch)
        .map((r) => r.acceptEncoding)
        .sort(),
    ).toEqual(["br", "gzip", "identity"]);
    // A header that refuses an encoding goes to the app as it is, and is not cached.
    const refusing = await send(url, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refusing).toMatchObject({ cache: "BYPASS", encoding: "gzip" });
    expect(app.seen.at(-1)?.acceptEncoding).toBe("br;q=0, gzip");
  });

  it("checks a copy older than its second with the app's ETag, and a 304 keeps it", async () => {
    const url = "/terms";
    await send(url);
    const revalidated = await eventually(async () => {
      const answer = await send(url);
      return answer.cache === "REVALIDATED" ? answer : undefined;
    }, "nginx to check its copy with the app");
    expect(revalidated.status).toBe(200);
    expect(revalidated.page).toContain("GET /terms version 1");
    expect(app.seen.filter((r) => r.url === url && r.ifNoneMatch === 'W/"/terms-1"').length).toBe(
      app.received(url) - 1,
    );
    // The 304 gave the copy a new second: it is served from the cache again.
    await untilHit(url);
    expect(app.rendered(url)).toBe(1);
  });

  it("shows a changed page within about a second (it keeps a page no longer)", async () => {
    const url = "/inspiration";
    await send(url);
    expect((await untilHit(url)).page).toContain("version 1");
    app.change(url);
    // Waits on what is served, not on a clock: the new page comes once the copy's second is up.
    const statuses = new Set<string>();
    const changed = await eventually(async () => {
      const answer = await send(url);
      statuses.add(answer.cache);
      return answer.page.includes("version 2") ? answer : undefined;
    }, "the changed page");
    expect(changed.status).toBe(200);
    // Meanwhile the old copy was served fresh or checked with the app, never stale.
    expect(
      [...statuses].filter((status) => !["HIT", "EXPIRED", "REVALIDATED"].includes(status)),
    ).toEqual([]);
    expect((await untilHit(url)).page).toContain("version 2");
  });

  it("keeps a copy for one second by its own rule, with no time to serve it stale", async () => {
    const url = "/privacy-policy";
    await send(url);
    await untilHit(url);
    // The copy's own header, as nginx wrote it (ngx_http_file_cache_header_t, version 5 since
    // nginx 1.11.10): the app's `s-maxage=5, stale-while-revalidate=30` would make it 5 and 30.
    const key = `\nKEY: http://127.0.0.1${url} identity\n`;
    const files = fs
      .readdirSync(path.join(dir, "cache"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)))
      .filter((file) => file.includes(key));
    expect(files).toHaveLength(1);
    const header = files[0] as Buffer;
    const field = (index: number) => Number(header.readBigInt64LE(index * 8));
    const [version, validUntil, updating, error, , date] = [0, 1, 2, 3, 4, 5].map(field);
    expect(version).toBe(5);
    expect({ lifetime: validUntil - (date ?? 0), updating, error }).toEqual({
      lifetime: 1,
      updating: 0,
      error: 0,
    });
  });

  it("asks the app once for a page many visitors want at the same moment", async () => {
    const url = "/vendor/77";
    const release = app.hold(url);
    const answers = Promise.all(Array.from({ length: 8 }, () => send(url)));
    await eventually(async () => (app.received(url) > 0 ? true : undefined), "the first request");
    // Gives the others up to a second to reach the app, which they would were nginx not holding
    // them back (it holds them for up to 5 s: proxy_cache_lock_timeout).
    for (let i = 0; i < 20 && app.received(url) === 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    const all = await answers;
    expect(all.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of all) expect(answer.page).toContain("GET /vendor/77 version 1");
    expect(app.rendered(url)).toBe(1);
  });

  it("caches exactly the routes whose module says its pages may be shared", async () => {
    const table = fs.readFileSync(path.resolve("app/routes.ts"), "utf8");
    const routes = [
      ...[...table.matchAll(/index\("(routes\/[^"]+)"\)/g)].map((m) => ["", m[1] ?? ""]),
      ...[...table.matchAll(/route\(\s*"([^"]*)",\s*"(routes\/[^"]+)"/g)].map((m) => [
        m[1] ?? "",
        m[2] ?? "",
      ]),
    ];
    expect(routes.length).toBeGreaterThan(60);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const [pattern, module] of routes) {
      // One address per route: each parameter a number, an optional one left out, `*` a word.
      const address = `/${pattern
        .replace(/\/:\w+\?/g, "")
        .replace(/:\w+/g, "4242")
        .replace(/\*/g, "x")}`;
      const shared = fs
        .readFileSync(path.resolve("app", module), "utf8")
        .includes("headers = publicPageHeaders");
      expected[address] = shared ? "MISS" : "BYPASS";
      actual[address] = (await send(`${address}?route=check`)).cache;
    }
    expect(actual).toEqual(expected);
  });
});
