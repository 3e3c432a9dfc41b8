/**
 * An uploaded text file's words: UTF-8 when the bytes are, else Windows-1252 (what Excel on a
 * UK Windows PC writes for "CSV (Comma delimited)": "Café" is one byte 0xE9 there, which UTF-8
 * would turn into "Caf�"). A leading byte-order mark is not text.
 */
export function decodeUtf8OrWindows1252(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}
