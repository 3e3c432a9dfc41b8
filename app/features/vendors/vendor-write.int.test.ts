import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, vendor } from "~/db/schema";
import { loadCategoryCounts } from "~/features/directory/directory.server";
import { makeUser, unique } from "../../../tests/factories";
import { importVendorRows } from "./vendor-import.server";
import { decideVendor, insertVendor, setVendorOwner, updateVendor } from "./vendor-write.server";

const actor = { id: `vendor-writer-${crypto.randomUUID()}` };
beforeAll(async () => {
  await makeUser({ id: actor.id, name: "Admin" });
});
const readVendor = async (id: number) =>
  (await db.select().from(vendor).where(eq(vendor.id, id)))[0];
const countIn = async (categoryId: string) => (await loadCategoryCounts()).data[categoryId] ?? 0;

describe("the one vendor writer", () => {
  it("sanitises, derives search and location columns, audits, and refreshes the counts", async () => {
    const before = await countIn("mehndi-artists");
    const name = `Henna <b>House</b> ${unique()}`;
    const { id } = await insertVendor(actor, {
      name,
      categoryId: "mehndi-artists",
      location: "Leicester",
      postcode: "LE4 5AS",
      email: " Hello@Henna.Example ",
      website: "javascript:alert(1)",
      rating: 4.5,
      approvalStatus: "approved",
      source: "database",
    });
    const row = await readVendor(id);
    expect(row).toMatchObject({
      name: name.replace(/[<>]/g, ""),
      email: "hello@henna.example",
      website: null,
      postcode: "LE4 5AS",
    });
    expect(row.lat).not.toBeNull();
    expect(row.searchText).toContain("Leicester");
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "vendor.create")));
    expect(entry?.actorId).toBe(actor.id);
    // The cached per-category counts were forgotten, so the new listing counts at once.
    expect(await countIn("mehndi-artists")).toBe(before + 1);
  });

  it("re-derives the search text and coordinates on an edit, and decides only pending rows", async () => {
    const { id } = await insertVendor(actor, {
      name: `Pending Hall ${unique()}`,
      categoryId: "venues",
      location: "Leicester",
      postcode: "LE4 5AS",
      rating: 4,
      approvalStatus: "pending",
      source: "database",
    });
    const renamed = `Renamed Hall ${unique()}`;
    expect(
      await updateVendor(actor, id, {
        name: renamed,
        categoryId: "venues",
        location: "Southall",
        address: "1 The Broadway, Southall UB1 1AA",
        rating: 4,
        reviewCount: 3,
      }),
    ).toBe(true);
    const row = await readVendor(id);
    expect(row.searchText).toContain(renamed);
    expect(row.searchText).toContain("Southall");
    expect(row.postcode).toBe("UB1 1AA");
    expect(await decideVendor(actor, id, "approved")).toBe(true);
    expect(await decideVendor(actor, id, "rejected")).toBe(false);
    expect((await readVendor(id)).approvalStatus).toBe("approved");
  });

  it("imports: an existing row with empty cells keeps its details, a new row is added", async () => {
    const name = `CSV Caterers ${unique()}`;
    const first = await importVendorRows(actor, [
      {
        line: 2,
        name,
        categoryId: "catering",
        location: "Leicester",
        address: "2 Belgrave Road, Leicester, LE4 5AS",
        phone: "0116 496 0000",
        email: "hello@csv.example",
        website: "https://csv.example",
      },
    ]);
    expect(first).toEqual([{ line: 2, name, outcome: "added" }]);
    const empty = { address: null, phone: null, email: null, website: null };
    // The same listing again with every contact cell empty: no failure, nothing lost, and the
    // row says why nothing happened; a filled cell in another row updates.
    const again = await importVendorRows(actor, [
      { line: 2, name: name.toUpperCase(), categoryId: "catering", location: "UK", ...empty },
      { line: 3, name, categoryId: "catering", location: "UK", ...empty, phone: "0116 496 0999" },
    ]);
    expect(again).toMatchObject([
      { line: 2, outcome: "skipped", reason: "Already listed with these details" },
      { line: 3, outcome: "updated" },
    ]);
    const rows = await db.select().from(vendor).where(eq(vendor.name, name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: "0116 496 0999",
      email: "hello@csv.example",
      location: "Leicester",
      postcode: "LE4 5AS",
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actor.id), eq(auditLog.action, "vendor.bulk_upload")));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("gives a listing an owner only while it has none", async () => {
    const [owner, other] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of [owner, other]) {
      await makeUser({ id, name: "Owner" });
    }
    const { id } = await insertVendor(actor, {
      name: `Ownable ${unique()}`,
      categoryId: "decor",
      location: "Leicester",
      rating: 4,
      approvalStatus: "approved",
      source: "database",
    });
    expect(await setVendorOwner(db, id, owner)).toBe(true);
    expect(await setVendorOwner(db, id, other)).toBe(false);
    expect((await readVendor(id)).ownerId).toBe(owner);
  });
});
