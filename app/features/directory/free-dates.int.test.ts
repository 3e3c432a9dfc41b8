/**
 * "Free on my event dates" (issue 30): the filter keeps the vendors not full on any of the
 * couple's dates (booked up to their capacity, or marked unavailable), and cards and the vendor
 * page say "Free on 14 Aug" or "Booked on 14 Aug". A wedding member sees the wedding's dates.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { changeCapacity, markDay } from "~/features/calendar/calendar.server";
import { listVendors } from "~/features/vendors/vendor-list.server";
import { type Business, type Couple, makeBusiness, makeCouple } from "../../../tests/factories";
import { bookVendor } from "../../../tests/factories/booked";
import { joinWedding } from "../../../tests/support/money";
import { get, run } from "../../../tests/support/routes";
import { loadVendorList } from "./directory.server";
import { parseDirectoryFilters } from "./filters";

const categoryRoute = await import("~/routes/category");
const vendorRoute = await import("~/routes/vendor");

const MEHNDI = "2031-08-14";
const RECEPTION = "2031-08-16";
/** Letters only, so the search finds just this file's listings. */
const word = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, "")
  .slice(0, 8)}`;

let booked: Business; // booked on the Mehndi by another couple
let off: Business; // marked unavailable on the Reception
let twice: Business; // takes two events a day, one booked on the Mehndi
let free: Business;
let asha: Couple;

const caterer = (name: string) =>
  makeBusiness({ listing: { categoryId: "catering", name: `${name} ${word} Caterers` } });
type Card = { name: string; availability: unknown };
/** A list page's cards, from its loader's answer. */
function cardsOf(outcome: { data: Record<string, unknown> | null }): Card[] {
  const result = outcome.data?.result as { vendors: Card[] } | undefined;
  return result?.vendors ?? [];
}
const names = (rows: { name: string }[]) => rows.map((row) => row.name.split(" ")[0]).sort();

beforeAll(async () => {
  [booked, off, twice, free] = await Promise.all([
    caterer("Booked"),
    caterer("Off"),
    caterer("Twice"),
    caterer("Free"),
  ]);
  await changeCapacity(twice.user, twice.vendorId, 2);
  const other = await makeCouple({ events: [{ type: "mehndi", eventDate: MEHNDI }] });
  expect((await bookVendor(other, booked, [MEHNDI])).ok).toBe(true);
  const third = await makeCouple({ events: [{ type: "mehndi", eventDate: MEHNDI }] });
  expect((await bookVendor(third, twice, [MEHNDI])).ok).toBe(true);
  await markDay(off.user, off.vendorId, RECEPTION, true, "Family wedding");
  asha = await makeCouple({
    logIn: true,
    events: [
      { type: "mehndi", eventDate: MEHNDI },
      { type: "reception", eventDate: RECEPTION },
    ],
  });
});

describe("free on my event dates", () => {
  it("keeps only the vendors with room on every date asked for", async () => {
    const all = await listVendors({ q: word, pageSize: 50 });
    expect(names(all.vendors)).toEqual(["Booked", "Free", "Off", "Twice"]);
    const both = await listVendors({ q: word, freeOn: [MEHNDI, RECEPTION], pageSize: 50 });
    expect(names(both.vendors)).toEqual(["Free", "Twice"]);
    expect(both.total).toBe(2);
    const mehndi = await listVendors({ q: word, freeOn: [MEHNDI], pageSize: 50 });
    expect(names(mehndi.vendors)).toEqual(["Free", "Off", "Twice"]);
    // The second booking fills the caterer that takes two.
    const fourth = await makeCouple({ events: [{ type: "mehndi", eventDate: MEHNDI }] });
    expect((await bookVendor(fourth, twice, [MEHNDI], { pending: true })).ok).toBe(true);
    const after = await listVendors({ q: word, freeOn: [MEHNDI], pageSize: 50 });
    expect(names(after.vendors)).toEqual(["Free", "Off"]);
    // Capacity 3: room again.
    await changeCapacity(twice.user, twice.vendorId, 3);
    expect(names((await listVendors({ q: word, freeOn: [MEHNDI], pageSize: 50 })).vendors)).toEqual(
      ["Free", "Off", "Twice"],
    );
    // With the category too.
    const inCategory = await listVendors({
      q: word,
      categoryId: "catering",
      freeOn: [MEHNDI, RECEPTION],
      pageSize: 50,
    });
    expect(names(inCategory.vendors)).toEqual(["Free", "Twice"]);
  });

  it("counts the page's total of the vendors free on every date", async () => {
    const dates = [MEHNDI, RECEPTION];
    const counted = await listVendors({ categoryId: "catering", freeOn: dates, pageSize: 1 });
    const page = await loadVendorList(parseDirectoryFilters(new URLSearchParams("free=1")), {
      categoryId: "catering",
      eventDates: dates,
    });
    expect(page.result?.total).toBe(counted.total);
    const all = await listVendors({ categoryId: "catering", pageSize: 1 });
    expect(counted.total).toBeLessThan(all.total);
  });

  it("filters the category page by the signed-in couple's dates, and says so on each card", async () => {
    const page = (search: string, cookie: string) =>
      run(categoryRoute.loader, get(`/category/catering?q=${word}${search}`, cookie), {
        params: { categoryId: "catering" },
      });
    const plain = await page("", asha.cookie);
    const cards = cardsOf(plain);
    const said = Object.fromEntries(
      cards.map((card) => [card.name.split(" ")[0], card.availability]),
    );
    expect(said.Booked).toEqual({
      free: [RECEPTION],
      booked: [MEHNDI],
      text: "Free on 16 Aug · Booked on 14 Aug",
    });
    expect(said.Off).toEqual({
      free: [MEHNDI],
      booked: [RECEPTION],
      text: "Free on 14 Aug · Booked on 16 Aug",
    });
    expect(said.Free).toEqual({
      free: [MEHNDI, RECEPTION],
      booked: [],
      text: "Free on 14 Aug and 16 Aug",
    });
    expect(plain.data?.eventDates).toEqual([MEHNDI, RECEPTION]);

    const filtered = await page("&free=1", asha.cookie);
    const kept = cardsOf(filtered);
    expect(names(kept)).not.toContain("Booked");
    expect(names(kept)).not.toContain("Off");
    expect(names(kept)).toContain("Free");

    // A visitor has no dates: the tick does nothing, and the cards say nothing.
    const visitor = await page("&free=1", "");
    expect(visitor.data?.eventDates).toBeNull();
    const shown = cardsOf(visitor);
    expect(names(shown)).toContain("Booked");
    expect(shown.every((card) => card.availability === null)).toBe(true);
  });

  it("uses the wedding's dates for a member, and says it on the vendor page", async () => {
    const planner = await joinWedding(asha, "planner");
    const vendorPage = await run(
      vendorRoute.loader,
      get(`/vendor/${booked.vendorId}`, planner.cookie),
      {
        params: { vendorId: String(booked.vendorId) },
      },
    );
    expect(vendorPage.data?.availability).toEqual({
      free: [RECEPTION],
      booked: [MEHNDI],
      text: "Free on 16 Aug · Booked on 14 Aug",
    });
    // The page's enquiry form starts from the wedding's events, as /vendor/{id}/enquire does.
    const enquiry = vendorPage.data?.enquiry as { defaults: { events: string[] } | null };
    expect(enquiry.defaults?.events).toEqual(["Mehndi", "Reception"]);
    const enquirePage = await run(
      (await import("~/routes/enquire")).loader,
      get(`/vendor/${booked.vendorId}/enquire`, planner.cookie),
      { params: { vendorId: String(booked.vendorId) } },
    );
    const panel = enquirePage.data?.panel as { defaults: { events: string[] } | null };
    expect(panel.defaults?.events).toEqual(enquiry.defaults?.events);
    const forVisitor = await run(vendorRoute.loader, get(`/vendor/${booked.vendorId}`, ""), {
      params: { vendorId: String(booked.vendorId) },
    });
    expect(forVisitor.data?.availability).toBeNull();
    expect(free.vendorId).toBeGreaterThan(0);
  });
});
