import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rsvpAnswer } from "~/db/schema-weddings";
import { makeBusiness, makeEnquiry } from "../../../tests/factories";
import {
  makeHousehold,
  makeMember,
  makeWeddingCouple,
} from "../../../tests/factories/rsvp-households";
import { get, run } from "../../../tests/support/routes";
import { closeEnquiry } from "../enquiries/enquiries.server";
import { menuBadges } from "./menu-badges.server";

const guestsRoute = await import("~/routes/dashboard-guests");

// Issue 31: the signed-in menu's unread badges.
describe("the menu's badges", () => {
  it("count a couple's unread replies and new RSVPs, for every member, until they are seen", async () => {
    const couple = await makeWeddingCouple({ events: [{ type: "mehndi" }] });
    const business = await makeBusiness();
    await makeEnquiry({
      couple: couple.user,
      vendorId: business.vendorId,
      answeredBy: business.user,
    });
    const family = await makeMember(couple.weddingId, "planner", { logIn: true });

    const household = await makeHousehold(couple.weddingId, { eventIds: couple.eventIds });
    await db.insert(rsvpAnswer).values(
      household.guestIds.map((guestId) => ({
        guestId,
        eventId: couple.eventIds[0],
        weddingId: couple.weddingId,
        attending: true,
      })),
    );
    expect(await menuBadges(couple.user)).toEqual({ enquiries: 1, rsvps: 2 });
    // A planner of the wedding sees the wedding's, not an empty plan of their own.
    expect(await menuBadges(family.user)).toEqual({ enquiries: 1, rsvps: 2 });

    // A viewer reading the guest list leaves the badge for those who plan.
    const aunty = await makeMember(couple.weddingId, "viewer", { logIn: true });
    expect((await run(guestsRoute.loader, get("/dashboard/guests", aunty.cookie))).status).toBe(
      200,
    );
    expect((await menuBadges(couple.user)).rsvps).toBe(2);
    expect((await run(guestsRoute.loader, get("/dashboard/guests", family.cookie))).status).toBe(
      200,
    );
    expect((await menuBadges(couple.user)).rsvps).toBe(0);
  });

  it("count a business's threads with a couple's message it has not read", async () => {
    const couple = await makeWeddingCouple();
    const business = await makeBusiness();
    expect(await menuBadges(business.user)).toEqual({ enquiries: 0, rsvps: 0 });
    const id = await makeEnquiry({ couple: couple.user, vendorId: business.vendorId });
    expect(await menuBadges(business.user)).toEqual({ enquiries: 1, rsvps: 0 });
    // Closed by the couple before the business read it: still unread, as the inbox says.
    expect(await closeEnquiry(couple.user, id)).toBe(true);
    expect(await menuBadges(business.user)).toEqual({ enquiries: 1, rsvps: 0 });
    const other = await makeBusiness();
    expect((await menuBadges(other.user)).enquiries).toBe(0);
  });
});
