import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Every `import … from "zod"` in the app goes through app/lib/zod.ts (strict CSP, no eval). */
const zodEntry = fileURLToPath(new URL("./app/lib/zod.ts", import.meta.url));

/**
 * The page's script in three parts besides its route's own (decision 026):
 * - `framework`: React, React DOM, React Router and rolldown's helpers, which every page loads,
 *   in one file (one request, one compression window instead of five);
 * - `shell`: the page shell and the small UI pieces most pages use (listed below, so a module
 *   meant to load on demand, such as the dialog's panel or the form layer, never joins by accident);
 * - everything else split by route, and what loads on demand by itself.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/;
const SHELL = [
  // Small modules most pages share (the vendor page among them): one chunk, not four tiny
  // files each paying gzip's overhead against page-weight.spec.ts's budget.
  "features/enquiries/enquiry\\.constants",
  "lib/format",
  "lib/login-url",
  "lib/photos",
  "lib/seo",
  "lib/unavailable",
  "ui/card",
  "ui/client-lazy",
  "ui/connection-notice",
  "ui/contact-details",
  "ui/dialog",
  "ui/empty-state",
  "ui/error-messages",
  "ui/global-error-banner",
  "ui/header-links",
  "ui/icons",
  "ui/json-ld",
  "ui/lazy-image",
  "ui/link-list",
  "ui/logo",
  "ui/nonce",
  "ui/options",
  "ui/rating",
  "ui/root-data",
  "ui/search-field",
  "ui/site-footer",
  "ui/site-header",
  "ui/toast",
  "ui/use-dismiss",
  "ui/use-focus-after-navigation",
  "ui/use-hydrated",
  "ui/use-page-visit",
];
const shell = new RegExp(`[\\\\/]app[\\\\/](${SHELL.join("|")})\\.(tsx?|svg)`);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, priority: 2 },
                { name: "shell", test: shell, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The server bundle is one file: every module is loaded with it, so a module the browser
    // fetches on demand (a form's zod schema, a dialog's form, the error page) is simply part
    // of it there, instead of a lazy chunk that its static importers made ineffective anyway
    // (Vite's INEFFECTIVE_DYNAMIC_IMPORT warnings).
    ssr: {
      build: { rolldownOptions: { output: { codeSplitting: false } } },
    },
  },
  resolve: { tsconfigPaths: true, alias: [{ find: /^zod$/, replacement: zodEntry }] },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
});
