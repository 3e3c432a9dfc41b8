import { describe, expect, it } from "vitest";
import { decodeUtf8OrWindows1252 } from "./decode-text";

describe("decodeUtf8OrWindows1252", () => {
  it("reads UTF-8, and Excel's Windows-1252 when the bytes are not UTF-8", () => {
    expect(decodeUtf8OrWindows1252(new TextEncoder().encode("\uFEFFCafé Royal"))).toBe(
      "Café Royal",
    );
    expect(
      decodeUtf8OrWindows1252(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa3, 0x35])),
    ).toBe("Café £5");
  });
});
