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

describe.skipIf(!NGINX)("deploy/nginx.conf", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-nginx-"));
  const main = path.join(dir, "nginx.conf");
  let nginx: ChildProcess;
  let a: http.Server;
  let b: http.Server;
  let origin: string;

  beforeAll(async () => {
    [a, b] = [await standIn("a"), await standIn("b")];
    const listenPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, "127.0.0.1", () => {
        const port = portOf(probe);
        probe.close(() => resolve(port));
      });
    });
    origin = `http://127.0.0.1:${listenPort}`;
    // The real file, with this machine's ports in place of the example's.
    const site = fs
      .readFileSync(path.resolve("deploy/nginx.conf"), "utf8")
      .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
      .replace("127.0.0.1:3001", `127.0.0.1:${portOf(a)}`)
      .replace("127.0.0.1:3002", `127.0.0.1:${portOf(b)}`);
    fs.writeFileSync(path.join(dir, "saath.conf"), site);
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
}
`,
    );
    nginx = spawn(NGINX as string, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", main], {
      stdio: "ignore",
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${origin}/up`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `nginx did not start:\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`,
    );
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
    const output = execFileSync(
      NGINX as string,
      ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", main],
      {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      },
    );
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
