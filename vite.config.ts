import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Every `import … from "zod"` in the app goes through app/lib/zod.ts (strict CSP, no eval). */
const zodEntry = fileURLToPath(new URL("./app/lib/zod.ts", import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: [{ find: /^zod$/, replacement: zodEntry }] },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
});
