import { describe, expect, it } from "vitest";
import { parseClaim } from "./claim.schema";

describe("claim schema", () => {
  it("accepts a complete claim", () => {
    const result = parseClaim({
      vendorId: "12",
      relationship: " Owner ",
      evidence: "I registered the company in 2015.",
      contactNumber: "0116 123 4567",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        vendorId: 12,
        relationship: "Owner",
        evidence: "I registered the company in 2015.",
        contactNumber: "0116 123 4567",
      },
    });
  });

  it("requires relationship, evidence and contact number", () => {
    expect(
      parseClaim({ vendorId: "12", relationship: " ", evidence: "", contactNumber: undefined }),
    ).toEqual({
      ok: false,
      errors: {
        relationship: "This field is required",
        evidence: "This field is required",
        contactNumber: "This field is required",
      },
    });
  });

  it("needs a UK phone number and limits lengths", () => {
    const result = parseClaim({
      vendorId: 1,
      relationship: "r".repeat(201),
      evidence: "ok",
      contactNumber: "call me",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        relationship: "Please keep this under 200 characters",
        contactNumber: "Please enter a valid UK phone number",
      },
    });
    const claim = (contactNumber: string) =>
      parseClaim({ vendorId: 1, relationship: "Owner", evidence: "ok", contactNumber }).ok;
    for (const refused of ["12345", "0116 496 01", "+1 212 555 0100"]) {
      expect(claim(refused), refused).toBe(false);
    }
    for (const taken of ["07700 900123", "+44 116 496 0123", "(0116) 496-0123"]) {
      expect(claim(taken), taken).toBe(true);
    }
  });

  it("refuses a missing or non-numeric vendor id", () => {
    expect(
      parseClaim({ vendorId: "abc", relationship: "a", evidence: "b", contactNumber: "1" }).ok,
    ).toBe(false);
  });
});
