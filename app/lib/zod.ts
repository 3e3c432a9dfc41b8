/**
 * What `import … from "zod"` resolves to in the app's bundles (vite.config.ts): zod itself,
 * after `zod-browser.ts` has switched off its compiled fast path in the browser. Going through
 * here puts that switch ahead of every schema, whichever chunk builds it first.
 */
import "./zod-browser";

export * from "zod/v4";
export { default } from "zod/v4";
