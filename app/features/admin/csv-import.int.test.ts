import { count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { user, vendor } from "~/db/schema";
import { importVendorRows } from "~/features/vendors/vendor-import.server";
import * as admin from "~/routes/admin";
import * as adminImport from "~/routes/admin-import";
import { unique } from "../../../tests/factories";
import { adminSessionsForThisFile } from "../../../tests/support/admin";
import { BASE, run, type Who } from "../../../tests/support/routes";
import type { CsvImportResult } from "./csv-import.server";
import type { CsvImportEvent } from "./csv-import-form";

// The admin panel's bulk CSV upload: without JavaScript (the panel's action) and with it (the
// streamed /admin/import), per-row outcomes, and a 10,000-row file.
const session = adminSessionsForThisFile({
  email: "csv-admin@saath.example",
  password: "CsvAdmin!2027",
  name: "CSV Admin",
});
const HEADER = "Category,Name,Website,Phone,Email,Address";

function request(
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  name = "vendors.csv",
  who: Who = "admin",
) {
  const form = new FormData();
  form.set("intent", "upload-csv");
  form.set("file", new File([body], name, { type: name.endsWith(".csv") ? "text/csv" : "" }));
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { origin: BASE, cookie: session.cookies[who] },
    body: form,
  });
}

/** The panel's action (the form without JavaScript). */
const upload = (body: string | Uint8Array<ArrayBuffer>, name?: string, who?: Who) =>
  run(admin.action, request("/admin", body, name, who));

/** The streamed import: every line it sent. */
async function streamed(body: string, who: Who = "admin") {
  const response = (await adminImport.action({
    request: request("/admin/import", body, "vendors.csv", who),
  } as never)) as Response;
  const text = await response.text();
  const lines = text.split("\n").filter(Boolean);
  return { status: response.status, events: lines.map((l) => JSON.parse(l) as CsvImportEvent) };
}

const reportOf = (outcome: Awaited<ReturnType<typeof upload>>) =>
  outcome.data?.csv as CsvImportResult;

describe("bulk CSV upload", () => {
  it("refuses anything but a CSV, and anyone but an admin", async () => {
    const outcome = await upload("Category,Name\nvenues,X", "vendors.txt");
    expect(outcome.status).toBe(400);
    expect(outcome.data?.toast).toMatchObject({
      title: "Invalid File Type",
      description: "Please select a CSV file",
    });
    const couple = await upload("Category,Name\nvenues,Couple Venue", "v.csv", "couple");
    expect(couple.status).toBe(403);
    const coupleStream = await run(
      adminImport.action,
      request("/admin/import", "Category,Name\nvenues,Couple Venue", "v.csv", "couple"),
    );
    expect(coupleStream.status).toBe(403);
    const [{ n }] = await db
      .select({ n: count() })
      .from(vendor)
      .where(eq(vendor.name, "Couple Venue"));
    expect(n).toBe(0);
  });

  it("reads Excel's Windows-1252 CSV as the letters it holds", async () => {
    const name = `Café Royal ${crypto.randomUUID().slice(0, 8)}`;
    const text = `${HEADER}\r\nvenues,${name},,,,Leicester\r\n`;
    // Every character here is one byte in Windows-1252 ("é" is 0xE9), as Excel writes it.
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const outcome = await upload(bytes);
    expect(reportOf(outcome)).toMatchObject({ added: 1 });
    const [row] = await db.select({ name: vendor.name }).from(vendor).where(eq(vendor.name, name));
    expect(row?.name).toBe(name);
  });

  it("imports quoted commas, reports unknown categories and never duplicates", async () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'venues,"Grand Hall, Southall",https://grandhall.example,020 8574 0000,info@grandhall.example,"12 High Street, Southall, UB1 3DB"',
      "",
      "wizards,Merlin Magic,,,,",
      "toastmaster,Toast Masters UK,,07700 900123,hello@toast.example,Leicester",
      'Venues,"Grand Hall, Southall",,020 8574 9999,,"12 High Street, Southall, UB1 3DB"',
    ].join("\r\n");
    const outcome = await upload(csv);
    expect(outcome.status).toBe(200);
    expect(outcome.data?.toast).toMatchObject({
      title: "CSV Upload Complete",
      description: "2 added, 1 updated, 1 skipped.",
    });
    const report = reportOf(outcome);
    expect(report).toMatchObject({ total: 4, added: 2, updated: 1, skipped: 1, unlisted: 0 });
    // Line numbers are the file's own (the blank line 3 counts).
    expect(report.rows).toEqual([
      { line: 2, name: "Grand Hall, Southall", outcome: "added" },
      { line: 4, name: "Merlin Magic", outcome: "skipped", reason: 'Unknown category "wizards"' },
      { line: 5, name: "Toast Masters UK", outcome: "added" },
      { line: 6, name: "Grand Hall, Southall", outcome: "updated", reason: "Merged into row 2" },
    ]);

    const halls = await db.select().from(vendor).where(eq(vendor.name, "Grand Hall, Southall"));
    expect(halls).toHaveLength(1);
    expect(halls[0]).toMatchObject({
      categoryId: "venues",
      rating: 4.5,
      approvalStatus: "approved",
      location: "Southall",
      postcode: "UB1 3DB",
      website: "https://grandhall.example",
      phone: "020 8574 9999",
    });
    expect(halls[0]?.reviewCount).toBeGreaterThanOrEqual(10);
    expect(halls[0]?.reviewCount).toBeLessThanOrEqual(59);
    const [toast] = await db.select().from(vendor).where(eq(vendor.name, "Toast Masters UK"));
    expect(toast?.categoryId).toBe("entertainment");

    // The same file again adds nothing: every row is already there.
    const again = reportOf(await upload(csv));
    expect(again).toMatchObject({ added: 0 });
    expect(again.rows[2]).toMatchObject({
      name: "Toast Masters UK",
      outcome: "skipped",
      reason: "Already listed with these details",
    });
    expect(
      await db.select().from(vendor).where(eq(vendor.name, "Grand Hall, Southall")),
    ).toHaveLength(1);
  });

  it("a row matching a listing with every contact cell empty is reported, and the rest go in", async () => {
    // This row used to fail the whole upload with a 500 ("No values to set").
    const existing = `Empty Cells Hall ${unique()}`;
    const [anAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    await importVendorRows({ id: anAdmin?.id ?? "" }, [
      {
        line: 2,
        name: existing,
        categoryId: "venues",
        location: "Leicester",
        address: "1 Belgrave Road, Leicester, LE4 5AS",
        phone: "0116 496 0000",
        email: "hall@empty.example",
        website: null,
      },
    ]);
    const fresh = `Fresh Caterers ${unique()}`;
    const csv = [HEADER, `venues,${existing},,,,`, `catering,${fresh},,,,Leicester`].join("\n");
    const outcome = await upload(csv);
    expect(outcome.status).toBe(200);
    expect(reportOf(outcome).rows).toEqual([
      {
        line: 2,
        name: existing,
        outcome: "skipped",
        reason: "Already listed with these details",
        unchanged: true,
      },
      { line: 3, name: fresh, outcome: "added" },
    ]);
    const [hall] = await db.select().from(vendor).where(eq(vendor.name, existing));
    expect(hall).toMatchObject({ phone: "0116 496 0000", email: "hall@empty.example" });
    expect(await db.select().from(vendor).where(eq(vendor.name, fresh))).toHaveLength(1);
  });

  it("skips bad rows with the reason and imports the good ones", async () => {
    const good = `Good Row Decor ${unique()}`;
    const csv = [
      HEADER,
      "venues,,,,,",
      "venues,X,,,,",
      `decor,Bad Email ${unique()},,,not-an-email,`,
      ",No Category Ltd,,,,",
      `dragons,Dragon Hire ${unique()},,,,`,
      `music,Bad Phone ${unique()},,12345,,`,
      `music,Bad Website ${unique()},www.example,,,`,
      `decor,${good},https://good.example,0116 496 0123,hello@good.example,"2 High Street, Leicester, LE1 1AA"`,
    ].join("\n");
    const outcome = await upload(csv);
    expect(outcome.status).toBe(200);
    const report = reportOf(outcome);
    expect(report).toMatchObject({ total: 8, added: 1, updated: 0, skipped: 7 });
    expect(report.rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [2, "skipped", "Name is missing"],
      [3, "skipped", "Name must be at least 2 characters"],
      [4, "skipped", 'Invalid email address "not-an-email"'],
      [5, "skipped", "Category is missing"],
      [6, "skipped", 'Unknown category "dragons"'],
      [7, "skipped", 'Invalid UK phone number "12345"'],
      [8, "skipped", 'Invalid website "www.example": it must start with http:// or https://'],
      [9, "added", undefined],
    ]);
    expect(await db.select().from(vendor).where(eq(vendor.name, good))).toHaveLength(1);
    expect(await db.select().from(vendor).where(like(vendor.name, "Bad %"))).toHaveLength(0);
  });

  it("knows no category called 'constructor' or '__proto__' (an object's own keys only)", async () => {
    const csv = [
      HEADER,
      `constructor,Proto Hall ${unique()},,,,`,
      `__proto__,Proto Tents ${unique()},,,,`,
    ].join("\n");
    const report = reportOf(await upload(csv));
    expect(report.rows.map((row) => row.reason)).toEqual([
      'Unknown category "constructor"',
      'Unknown category "__proto__"',
    ]);
  });

  it("imports a row whose cell holds a NUL without it, and the other rows of its chunk", async () => {
    const name = `Nul Hall ${unique()}`;
    const good = `Good Hall ${unique()}`;
    const csv = [HEADER, `venues,${good},,,,`, `venues,${name.replace(" ", " \u0000")},,,,`].join(
      "\n",
    );
    const report = reportOf(await upload(csv));
    expect(report).toMatchObject({ total: 2, added: 2, skipped: 0 });
    expect(
      await db
        .select()
        .from(vendor)
        .where(inArray(vendor.name, [good, name])),
    ).toHaveLength(2);
  });

  it("says 'CSV Upload Failed' when no row could go in, or the file is not a vendor list", async () => {
    const none = await upload([HEADER, "dragons,Nope Ltd,,,,"].join("\n"));
    expect(none.status).toBe(400);
    expect(none.data?.toast).toMatchObject({ title: "CSV Upload Failed" });
    expect(reportOf(none).rows[0]).toMatchObject({ outcome: "skipped" });
    const columns = await upload("Category,Title\nvenues,Hall");
    expect(columns.status).toBe(400);
    expect(columns.data?.toast).toMatchObject({
      title: "CSV Upload Failed",
      description: "Missing column: Name",
    });
  });

  it("imports 10,000 rows in chunks, streaming its progress", async () => {
    const tag = unique();
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const category = ["venues", "catering", "photography", "decor"][i % 4];
      return `${category},Bulk ${tag} ${i},https://bulk${i}.example,0116 496 ${String(i % 10_000).padStart(4, "0")},bulk${i}@bulk.example,"${i} High Street, Leicester, LE1 1AA"`;
    });
    // One bad row in the middle, one repeat at the end.
    rows[4_999] = "dragons,Bad Bulk Row,,,,";
    rows.push(rows[0]?.replace("https://bulk0.example", "https://bulk-zero.example") ?? "");
    const { status, events } = await streamed([HEADER, ...rows].join("\n"));
    expect(status).toBe(200);
    const progress = events.filter((event) => event.type === "progress");
    expect(progress[0]).toEqual({ type: "progress", done: 0, total: 10_001 });
    expect(progress.at(-1)).toEqual({ type: "progress", done: 10_001, total: 10_001 });
    expect(progress.length).toBeGreaterThan(10);
    const dones = progress.map((event) => event.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    const last = events.at(-1);
    expect(last).toMatchObject({
      type: "done",
      toast: { title: "CSV Upload Complete", description: "9,999 added, 1 updated, 1 skipped." },
      result: { total: 10_001, added: 9_999, updated: 1, skipped: 1, unlisted: 9_999 },
    });
    if (last?.type !== "done") throw new Error("no final line");
    expect(last.result?.rows).toEqual([
      {
        line: 5_001,
        name: "Bad Bulk Row",
        outcome: "skipped",
        reason: 'Unknown category "dragons"',
      },
      {
        line: 10_002,
        name: `Bulk ${tag} 0`,
        outcome: "updated",
        reason: expect.stringMatching(/^Listing #\d+ updated$/),
      },
    ]);
    const [{ n }] = await db
      .select({ n: count() })
      .from(vendor)
      .where(like(vendor.name, `Bulk ${tag} %`));
    expect(n).toBe(9_999);
    const [zero] = await db
      .select()
      .from(vendor)
      .where(inArray(vendor.name, [`Bulk ${tag} 0`]));
    expect(zero).toMatchObject({ website: "https://bulk-zero.example", postcode: "LE1 1AA" });
    expect(zero?.searchText).toContain("Leicester");
  });
});
