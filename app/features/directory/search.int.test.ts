import { describe, expect, it } from "vitest";
import { listVendors } from "./vendors.server";

describe("directory search", () => {
  it("finds a Leicester photographer despite two typos", async () => {
    const { vendors } = await listVendors({ q: "photgrapher leicster" });
    expect(vendors[0]?.categoryId).toBe("photography-videography");
    expect(vendors[0]?.location).toContain("Leicester");
  });
});
