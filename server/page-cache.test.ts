import crypto from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { cacheKey, createPageCache, inlineScriptHashes, policyWithHashes } from "./page-cache.ts";

const PUBLIC = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
const POLICY = "default-src 'self';script-src 'self' 'nonce-abc123==';object-src 'none'";
const page = (text: string) =>
  `<!DOCTYPE html><html><body><p>${text}</p><script>window.ready = "${text}";</script>` +
  `<script type="application/ld+json">{"@type":"Thing"}</script>` +
  `<script type="module" async="">import "/assets/entry.js";</script></body></html>`;

/** A real Express server with the cache in front of a pretend React Router. */
async function serve(
  answer: (
    url: string,
    renders: number,
  ) => { body: string; cacheControl?: string; status?: number; cookie?: string },
  size = 1024 * 1024,
) {
  let renders = 0;
  const cache = createPageCache({
    maxBytes: size,
    ttlMs: 60_000,
    impersonalCookies: ["saath_device"],
    logger: { info: () => {} },
    render: async (request) => {
      renders++;
      const made = answer(new URL(request.url).pathname + new URL(request.url).search, renders);
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (made.cacheControl) headers.set("Cache-Control", made.cacheControl);
      if (made.cookie) headers.append("Set-Cookie", made.cookie);
      return new Response(made.body, { status: made.status ?? 200, headers });
    },
  });
  cache.setListening(true);
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", POLICY);
    next();
  });
  app.use(cache.middleware);
  app.use((_req, res) => {
    res.setHeader("X-Fresh", "yes");
    res.send("made for this visitor");
  });
  const server = await new Promise<http.Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, origin, renders: () => renders };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe("the key of a kept page", () => {
  it("is the path and the query in a stable order", () => {
    expect(cacheKey("/vendors?radius=10&postcode=LE4+5LN")).toBe(
      cacheKey("/vendors?postcode=LE4+5LN&radius=10"),
    );
    expect(cacheKey("/vendors?q=a")).not.toBe(cacheKey("/vendors?q=b"));
    expect(cacheKey("/vendors")).toBe("/vendors");
  });
});

describe("the Content-Security-Policy of a kept page", () => {
  it("hashes each inline script, not JSON-LD or scripts with a src", () => {
    const html = page("one");
    const hashes = inlineScriptHashes(html);
    const expected = (text: string) =>
      `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    expect(hashes).toEqual([
      expected('window.ready = "one";'),
      expected('import "/assets/entry.js";'),
    ]);
  });

  it("puts the hashes where the nonce was, and never allows inline scripts wholesale", () => {
    const policy = policyWithHashes(POLICY, ["'sha256-x'", "'sha256-y'"]);
    expect(policy).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';object-src 'none'",
    );
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("nonce");
  });
});

describe("the page cache", () => {
  it("makes a public page once and answers again from memory, in the encoding asked for", async () => {
    const site = await serve(() => ({ body: page("vendors"), cacheControl: PUBLIC }));
    const first = await fetch(`${site.origin}/vendors`);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(await first.text()).toBe(page("vendors"));
    for (const encoding of ["br", "gzip", "identity"]) {
      const again = await fetch(`${site.origin}/vendors`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(again.headers.get("x-page-cache")).toBe("HIT");
      // fetch decodes br and gzip itself: the bytes a browser reads are the page's.
      expect(await again.text()).toBe(page("vendors"));
      expect(again.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    }
    expect(site.renders()).toBe(1);
    const policy = (await fetch(`${site.origin}/vendors`)).headers.get("content-security-policy");
    expect(policy).toContain(inlineScriptHashes(page("vendors"))[0]);
    expect(policy).not.toContain("nonce");
  });

  it("keeps the compressed bodies it sends", async () => {
    const site = await serve(() => ({ body: page("compressed"), cacheControl: PUBLIC }));
    await fetch(`${site.origin}/`);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      import("node:http").then((http) =>
        http.get(`${site.origin}/`, { headers: { "Accept-Encoding": "br" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              encoding: response.headers["content-encoding"],
              body: Buffer.concat(chunks),
            }),
          );
        }),
      );
    });
    expect(raw.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(page("compressed"));
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const site = await serve(() => ({ body: page("etag"), cacheControl: PUBLIC }));
    const etag = (await fetch(`${site.origin}/about`)).headers.get("etag") as string;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await fetch(`${site.origin}/about`, { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    const head = await fetch(`${site.origin}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    // A HEAD first is made as a GET, so a later GET gets the whole page.
    const afterHead = await fetch(`${site.origin}/faq`, { method: "HEAD" });
    expect(afterHead.status).toBe(200);
    expect(await (await fetch(`${site.origin}/faq`)).text()).toBe(page("etag"));
  });

  it("never answers a visitor with a cookie from memory", async () => {
    const site = await serve(() => ({ body: page("shared"), cacheControl: PUBLIC }));
    await fetch(`${site.origin}/vendors`);
    const signedIn = await fetch(`${site.origin}/vendors`, {
      headers: { Cookie: "better-auth.session_token=abc" },
    });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await signedIn.text()).toBe("made for this visitor");
  });

  it("serves a visitor who holds only the known-device cookie as one with none (decision 036)", async () => {
    const site = await serve(() => ({ body: page("shared"), cacheControl: PUBLIC }));
    const first = await fetch(`${site.origin}/vendors`, {
      headers: { Cookie: "saath_device=x.y" },
    });
    expect(await first.text()).toBe(page("shared"));
    const kept = await fetch(`${site.origin}/vendors`, { headers: { Cookie: "saath_device=x.y" } });
    expect(kept.headers.get("x-page-cache")).toBe("HIT");
    const signedIn = await fetch(`${site.origin}/vendors`, {
      headers: { Cookie: "saath_device=x.y; better-auth.session_token=abc" },
    });
    expect(await signedIn.text()).toBe("made for this visitor");
  });

  it("keeps nothing the app did not mark public, nor an answer that sets a cookie", async () => {
    const site = await serve((url, renders) =>
      url === "/toast"
        ? { body: page(`toast ${renders}`), cacheControl: PUBLIC, cookie: "toast=1" }
        : url === "/missing"
          ? { body: page(`missing ${renders}`), cacheControl: PUBLIC, status: 404 }
          : { body: page(`private ${renders}`), cacheControl: "private, no-cache" },
    );
    for (const path of ["/toast", "/missing", "/account"]) {
      const first = await fetch(`${site.origin}${path}`);
      const second = await fetch(`${site.origin}${path}`);
      expect(second.headers.get("x-page-cache")).toBe("PASS");
      expect(await second.text()).not.toBe(await first.text());
    }
    expect(site.renders()).toBe(6);
    // One policy, with the hashes: a second, nonce-based one would refuse the page's scripts.
    const policies = (await fetch(`${site.origin}/account`)).headers.get("content-security-policy");
    expect(policies).not.toContain(",");
    expect(policies).toContain("'sha256-");
  });

  it("forgets every page when told of a change, and keeps none while it cannot be told", async () => {
    let version = 1;
    const site = await serve(() => ({ body: page(`version ${version}`), cacheControl: PUBLIC }));
    await fetch(`${site.origin}/vendors`);
    version = 2;
    expect(await (await fetch(`${site.origin}/vendors`)).text()).toBe(page("version 1"));
    site.cache.forgetAll();
    expect(await (await fetch(`${site.origin}/vendors`)).text()).toBe(page("version 2"));

    site.cache.setListening(false);
    version = 3;
    const blind = await fetch(`${site.origin}/vendors`);
    expect(await blind.text()).toBe("made for this visitor");
    site.cache.setListening(true);
    expect(await (await fetch(`${site.origin}/vendors`)).text()).toBe(page("version 3"));
  });

  it("does not keep a page made while a change was announced", async () => {
    let site: Awaited<ReturnType<typeof serve>> | undefined;
    site = await serve((_url, renders) => {
      // The change lands while this page is being made.
      if (renders === 1) site?.cache.forgetAll();
      return { body: page(`render ${renders}`), cacheControl: PUBLIC };
    });
    expect(await (await fetch(`${site.origin}/vendors`)).text()).toBe(page("render 1"));
    expect(await (await fetch(`${site.origin}/vendors`)).text()).toBe(page("render 2"));
  });

  it("stays within its memory bound, dropping the least recently used pages", async () => {
    const big = "x".repeat(20_000);
    const site = await serve(
      (url) => ({
        body: page(`${url} ${crypto.randomBytes(8000).toString("hex")} ${big}`),
        cacheControl: PUBLIC,
      }),
      100_000,
    );
    for (let i = 0; i < 10; i++) await fetch(`${site.origin}/page-${i}`);
    const kept = await fetch(`${site.origin}/page-9`);
    expect(kept.headers.get("x-page-cache")).toBe("HIT");
    const dropped = await fetch(`${site.origin}/page-0`);
    expect(dropped.headers.get("x-page-cache")).toBe("MISS");
    // Ten pages of incompressible text through brotli: seconds on a busy 2-core machine.
  }, 30_000);

  it("leaves other methods and the app's own endpoints alone", async () => {
    const site = await serve(() => ({ body: page("x"), cacheControl: PUBLIC }));
    expect((await fetch(`${site.origin}/vendors`, { method: "POST" })).headers.get("x-fresh")).toBe(
      "yes",
    );
    expect((await fetch(`${site.origin}/api/auth/get-session`)).headers.get("x-fresh")).toBe("yes");
    expect(site.renders()).toBe(0);
  });
});
