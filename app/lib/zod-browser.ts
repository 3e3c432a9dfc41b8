/**
 * Zod without its compiled fast path in the browser: the compiler probes `new Function`, which
 * our Content-Security-Policy forbids (no 'unsafe-eval'), so every page logged a CSP violation
 * (Lighthouse best practices, "Issues"). The setting is read when a schema is created, so it
 * must run before any: `lib/zod.ts`, which every `import from "zod"` in the bundles resolves
 * to (vite.config.ts), imports this first. The server keeps the fast path.
 */
import { config } from "zod/v4/core";

if (typeof document !== "undefined") config({ jitless: true });
