import { describe, expect, it } from "vitest";
import { cspNonceFor } from "./csp-nonce";

describe("the CSP nonce", () => {
  it("is fresh per response under a policy, and absent without one (no hydration mismatch)", () => {
    const a = cspNonceFor(true);
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(cspNonceFor(true)).not.toBe(a);
    expect(cspNonceFor(false)).toBe("");
  });
});
