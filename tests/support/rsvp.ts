/** Shared steps of the RSVP page's integration tests: a wedding with the Patels, the link's posts. */
import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rsvpAnswer } from "~/db/schema-weddings";
import { rsvpField } from "~/features/guests/rsvp.constants";
import { rsvpToken } from "~/features/guests/rsvp-link.server";
import { action, loader } from "~/routes/rsvp";
import { inDays, makeHousehold, makeWeddingCouple } from "../factories/rsvp-households";
import { get, run } from "./routes";

let ipCounter = 0;
/** A fresh address per request group, so no test shares another's rate limit. */
export const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

export const open = (token: string, ip = freshIp(), query = "") =>
  run(loader, get(`/rsvp/${token}${query}`), { params: { token }, ip });

export const answer = (
  token: string,
  fields: Record<string, string | string[]>,
  ip = freshIp(),
) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(key, one);
  }
  const request = new Request(`http://localhost:3000/rsvp/${token}`, {
    method: "POST",
    body,
    headers: {
      origin: "http://localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  return run(action, request, { params: { token }, ip });
};

/** A couple with a Mehndi and a Reception, and the Patel household invited to both. */
export async function weddingWithPatels(
  options: { mehndi?: string; reception?: string; dressNotes?: string } = {},
) {
  const couple = await makeWeddingCouple({
    name: "Asha Patel",
    name2: "Rohan Shah",
    events: [
      {
        type: "mehndi",
        eventDate: options.mehndi ?? inDays(60),
        startTime: "18:30",
        venue: "The Grand Hall",
        postcode: "LE4 5LN",
        dressNotes: options.dressNotes ?? "Colourful Indian wear; shoes off in the hall",
      },
      { type: "reception", eventDate: options.reception ?? inDays(62) },
    ],
  });
  const [mehndi, reception] = couple.eventIds;
  const patels = await makeHousehold(couple.weddingId, {
    people: [{ name: "Priya Patel" }, { name: "Raj Patel" }, { name: "Anya Patel", isChild: true }],
    eventIds: [mehndi, reception],
  });
  return { couple, mehndi, reception, patels, token: rsvpToken(patels.id, patels.linkVersion) };
}

/** Everyone attending everything, with a Jain meal for Priya. */
export function fullAnswer(
  people: number[],
  events: number[],
  overrides: Record<string, string> = {},
) {
  const fields: Record<string, string | string[]> = { message: "We can't wait!" };
  for (const person of people) {
    for (const event of events) fields[rsvpField.answer(person, event)] = "yes";
  }
  fields[rsvpField.dietary(people[0])] = ["jain", "nut-allergy"];
  return { ...fields, ...overrides };
}

export const answersOf = (guestIds: number[]) =>
  db
    .select({
      guestId: rsvpAnswer.guestId,
      eventId: rsvpAnswer.eventId,
      attending: rsvpAnswer.attending,
    })
    .from(rsvpAnswer)
    .where(inArray(rsvpAnswer.guestId, guestIds));
