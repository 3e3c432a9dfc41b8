import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { createVendor } from "~/features/business/create-vendor.server";
import { loadCategoryCounts, loadLocationAreas } from "./directory.server";

describe("cached directory aggregates", () => {
  it("reflect a new approved vendor at once, not a minute later", async () => {
    const adminId = crypto.randomUUID();
    await db
      .insert(user)
      .values({ id: adminId, name: "Admin", email: `${adminId}@example.com`, role: "admin" });
    const before = (await loadCategoryCounts()).data.catering ?? 0;
    expect((await loadLocationAreas()).data).not.toContain("Peterborough");

    await createVendor(
      { id: adminId, role: "admin" },
      {
        name: "Kesari Kitchen",
        categoryId: "catering",
        location: "Millfield, Peterborough",
        rating: 4,
        source: "database",
      },
    );

    expect((await loadCategoryCounts()).data.catering).toBe(before + 1);
    expect((await loadLocationAreas()).data).toContain("Peterborough");
  });

  it("does not count a pending vendor", async () => {
    const coupleId = crypto.randomUUID();
    await db
      .insert(user)
      .values({ id: coupleId, name: "Couple", email: `${coupleId}@example.com`, role: "user" });
    const before = (await loadCategoryCounts()).data.decor ?? 0;
    await createVendor(
      { id: coupleId, role: "user" },
      {
        name: "Genda Phool Décor",
        categoryId: "decor",
        location: "Belgrave, Leicester",
        rating: 4.5,
        source: "database",
      },
    );
    expect((await loadCategoryCounts()).data.decor).toBe(before);
  });
});
