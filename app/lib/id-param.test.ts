import { describe, expect, it } from "vitest";
import { idParam, parseId } from "./id-param";

const statusOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? "thrown";
  }
};

describe("idParam", () => {
  it("takes a positive integer of up to 9 digits", () => {
    expect(idParam("1")).toBe(1);
    expect(idParam("123456789")).toBe(123456789);
  });

  it("answers 404 for anything else", () => {
    for (const value of [
      undefined,
      "",
      "0",
      "-1",
      "1.5",
      "1e3",
      "abc",
      "1234567890",
      " 1",
      "007",
      "01",
    ]) {
      expect(statusOf(() => idParam(value, "Listing not found"))).toBe(404);
    }
  });

  it("parseId gives null instead of throwing", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId("0")).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
