import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { createVendor, type NewVendor } from "~/features/business/create-vendor.server";
import { loadCategoryCounts, loadLocationAreas } from "./directory.server";

/** A new user of `role` adds a vendor: an admin's is approved, a couple's waits for review. */
async function addVendorAs(role: "admin" | "user", vendor: Omit<NewVendor, "source">) {
  const id = crypto.randomUUID();
  const name = role === "admin" ? "Admin" : "Couple";
  await db.insert(user).values({ id, name, email: `${id}@example.com`, role });
  await createVendor({ id, role }, { ...vendor, source: "database" });
}

describe("cached directory aggregates", () => {
  it("reflect a new approved vendor at once, not a minute later", async () => {
    const before = (await loadCategoryCounts()).data.catering ?? 0;
    expect((await loadLocationAreas()).data).not.toContain("Peterborough");

    await addVendorAs("admin", {
      name: "Kesari Kitchen",
      categoryId: "catering",
      location: "Millfield, Peterborough",
      rating: 4,
    });

    expect((await loadCategoryCounts()).data.catering).toBe(before + 1);
    expect((await loadLocationAreas()).data).toContain("Peterborough");
  });

  it("does not count a pending vendor", async () => {
    const before = (await loadCategoryCounts()).data.decor ?? 0;
    await addVendorAs("user", {
      name: "Genda Phool Décor",
      categoryId: "decor",
      location: "Belgrave, Leicester",
      rating: 4.5,
    });
    expect((await loadCategoryCounts()).data.decor).toBe(before);
  });
});
