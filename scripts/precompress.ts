// After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside each built
// script, style sheet and SVG in build/client, once, so the server sends those bytes instead of
// compressing the same file on every request (server/index.ts, express-static-gzip).
// Runs with Node's own TypeScript support.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  // Small files too (a page loads many small chunks; the server sends nothing else compressed
  // for them), but only a copy that is actually smaller.
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  files++;
  before += bytes.length;
  after += Math.min(br.length, bytes.length);
}
console.log(
  `Precompressed ${files} files in build/client: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
