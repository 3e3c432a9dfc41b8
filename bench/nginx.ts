/**
 * nginx for `npm run bench`, two servers in one unprivileged nginx process (one worker, like the
 * one Node process of the app and of the Express static server):
 * - a static server sending the measured pages' exact bytes from a folder (`<n>.html`, and
 *   `<n>.html.br` to a client that accepts brotli), the way nginx serves precompressed files;
 * - deploy/nginx.conf itself in front of the app, with its page cache turned on
 *   (deploy/nginx-cache.conf and deploy/nginx-cache-location.conf, decision 044).
 * nginx is installed from Debian's packages (nginx-light) when it is missing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";
import { ensureDebianTool } from "./wrk";

export interface BenchNginx {
  /** The static files, e.g. `${staticOrigin}/0.html`. */
  staticOrigin: string;
  /** deploy/nginx.conf with its page cache, in front of the app: the app's own URLs. */
  cacheOrigin: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

const INCLUDE = "# include /etc/nginx/snippets/saath-page-cache.conf;";

export async function startBenchNginx(
  root: string,
  staticFolder: string,
  appOrigin: string,
  log: (message: string) => void,
): Promise<BenchNginx> {
  const nginx = ensureDebianTool("nginx", "nginx-light", log);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saath-bench-nginx-"));
  const [staticPort, cachePort] = [await freePort(), await freePort()];
  const appHost = new URL(appOrigin).host;

  const deployed = (file: string) => fs.readFileSync(path.join(root, "deploy", file), "utf8");
  const site = deployed("nginx.conf");
  if (!site.includes(INCLUDE)) throw new Error(`deploy/nginx.conf has no "${INCLUDE}" line`);
  fs.writeFileSync(
    path.join(dir, "saath.conf"),
    site
      .replace("listen 80;", `listen 127.0.0.1:${cachePort};`)
      .replace("127.0.0.1:3001", appHost)
      .replace(/^\s*server 127\.0\.0\.1:3002[^\n]*\n/m, "")
      .replace(INCLUDE, `include ${path.join(dir, "saath-page-cache.conf")};`),
  );
  fs.writeFileSync(path.join(dir, "saath-page-cache.conf"), deployed("nginx-cache-location.conf"));
  fs.writeFileSync(
    path.join(dir, "saath-cache.conf"),
    deployed("nginx-cache.conf").replace("/var/cache/nginx/saath ", `${path.join(dir, "cache")} `),
  );

  const temp = (name: string) => `${name} ${path.join(dir, name.replace(/_path$/, ""))};`;
  const main = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    main,
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp("client_body_temp_path")}
  ${temp("proxy_temp_path")}
  ${temp("fastcgi_temp_path")}
  ${temp("uwsgi_temp_path")}
  ${temp("scgi_temp_path")}
  sendfile on;
  tcp_nopush on;
  # The load client keeps its connections; nginx's default closes one after 1,000 requests.
  keepalive_requests 1000000;
  include ${path.join(dir, "saath-cache.conf")};
  include ${path.join(dir, "saath.conf")};

  map $http_accept_encoding $bench_brotli_suffix {
    default "";
    "~*(^|[\\s,])br\\s*(;|,|$)" ".br";
  }
  map $bench_brotli_suffix $bench_brotli_encoding {
    ".br" br;
    default "";
  }
  server {
    listen 127.0.0.1:${staticPort};
    root ${staticFolder};
    location / {
      types { text/html html br; }
      charset utf-8;
      add_header Vary Accept-Encoding;
      add_header Content-Encoding $bench_brotli_encoding;
      try_files $uri$bench_brotli_suffix $uri =404;
    }
  }
}
`,
  );

  const child: ChildProcess = spawn(
    nginx,
    ["-p", dir, "-e", path.join(dir, "error.log"), "-c", main],
    { stdio: "ignore" },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const staticOrigin = `http://127.0.0.1:${staticPort}`;
  const cacheOrigin = `http://127.0.0.1:${cachePort}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) break;
    const up = await Promise.all(
      [staticOrigin, cacheOrigin].map((origin) =>
        fetch(`${origin}/healthz`).then(
          (response) => response.arrayBuffer().then(() => true),
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) return { staticOrigin, cacheOrigin, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const errors = fs.existsSync(path.join(dir, "error.log"))
    ? fs.readFileSync(path.join(dir, "error.log"), "utf8")
    : "";
  await stop();
  throw new Error(`nginx did not start:\n${errors}`);
}
