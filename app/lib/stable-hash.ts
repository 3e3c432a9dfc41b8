/**
 * FNV-1a: a small, stable string hash (the same number for the same text on every machine and
 * every run), for choices that must not change between renders: a vendor's illustration, the
 * demo data's words.
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
