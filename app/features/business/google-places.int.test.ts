/**
 * The real Places client against a local fake of the Places API (decisions.md): an HTTP
 * server on 127.0.0.1 that records each request and answers with a canned result.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config.server";
import { db } from "~/db/client.server";
import { vendor } from "~/db/schema";
import { createTestUser } from "../../../tests/support/users";
import { confirmGoogleBusiness, searchGoogleBusiness } from "./add-business.server";
import {
  PLACES_FIELD_MASK,
  PlacesLookupError,
  searchPlace,
  signDraft,
  verifyDraft,
} from "./google-places.server";

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

const FOUND = {
  places: [
    {
      displayName: { text: "Royal Nawab Banqueting", languageCode: "en" },
      formattedAddress: "Stamford Rd, Manchester M13 0SL, UK",
      nationalPhoneNumber: "0161 224 4100",
      websiteUri: "https://royalnawab.example/",
      rating: 4.6,
      userRatingCount: 1234,
      addressComponents: [
        { longText: "Manchester", types: ["postal_town"] },
        { longText: "M13 0SL", types: ["postal_code"] },
      ],
      primaryTypeDisplayName: { text: "Banquet hall", languageCode: "en" },
    },
    { displayName: { text: "Second result" } },
  ],
};

let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: FOUND };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw || "null"),
      });
      res.writeHead(reply.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.GOOGLE_PLACES_BASE_URL = `http://127.0.0.1:${port}`;
  delete process.env.GOOGLE_PLACES_API_KEY;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.GOOGLE_PLACES_BASE_URL;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: FOUND };
});

describe("Google Places client", () => {
  it("sends a Text Search request with the key, the field mask and a GB text query", async () => {
    const draft = await searchPlace({
      name: "Royal Nawab",
      location: "Manchester",
      apiKey: "test-key-123",
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/places:searchText");
    expect(request.headers["x-goog-api-key"]).toBe("test-key-123");
    expect(request.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
    expect(request.headers["content-type"]).toBe("application/json");
    for (const field of [
      "displayName",
      "formattedAddress",
      "nationalPhoneNumber",
      "websiteUri",
      "rating",
      "userRatingCount",
      "addressComponents",
      "primaryTypeDisplayName",
    ]) {
      expect(PLACES_FIELD_MASK).toContain(`places.${field}`);
    }
    expect(request.body).toEqual({ textQuery: "Royal Nawab Manchester", regionCode: "GB" });
    expect(draft).toEqual({
      name: "Royal Nawab Banqueting",
      address: "Stamford Rd, Manchester M13 0SL, UK",
      postcode: "M13 0SL",
      phone: "0161 224 4100",
      website: "https://royalnawab.example/",
      rating: 4.6,
      reviewCount: 1234,
      typeLabel: "Banquet hall",
    });
  });

  it("returns null when Google finds nothing", async () => {
    reply = { status: 200, body: {} };
    expect(await searchPlace({ name: "Nobody", location: "Nowhere", apiKey: "k" })).toBeNull();
  });

  it("falls back to rating 4 when Google has no rating", async () => {
    reply = { status: 200, body: { places: [{ displayName: { text: "New Place" } }] } };
    const draft = await searchPlace({ name: "New", location: "Leeds", apiKey: "k" });
    expect(draft).toMatchObject({ name: "New Place", rating: 4, reviewCount: 0, postcode: null });
  });

  it("throws a lookup error when the API refuses the request", async () => {
    reply = { status: 403, body: { error: { status: "PERMISSION_DENIED" } } };
    await expect(searchPlace({ name: "A", location: "B", apiKey: "bad" })).rejects.toBeInstanceOf(
      PlacesLookupError,
    );
  });
});

describe("the import flow", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("asks for both name and location", async () => {
    const couple = await createTestUser("user");
    const result = await searchGoogleBusiness(
      couple,
      form({ name: "Royal", location: " ", categoryId: "venues" }),
    );
    expect(result).toMatchObject({
      status: "failed",
      toast: {
        title: "Missing Information",
        description: "Please enter both business name and location",
      },
    });
    expect(seen).toHaveLength(0);
  });

  it("without a key on the server or in the form, offers the choice instead of calling Google", async () => {
    const couple = await createTestUser("user");
    const result = await searchGoogleBusiness(
      couple,
      form({ name: "Royal", location: "Manchester", categoryId: "venues" }),
    );
    expect(result).toMatchObject({ status: "needs-key" });
    expect(seen).toHaveLength(0);
  });

  it("maps 'nothing found' and errors to the spec's toasts", async () => {
    const couple = await createTestUser("user");
    const search = () =>
      searchGoogleBusiness(
        couple,
        form({ name: "X", location: "Y", categoryId: "venues", apiKey: "k" }),
      );
    reply = { status: 200, body: { places: [] } };
    expect(await search()).toMatchObject({
      toast: {
        title: "Import Failed",
        description: "No business found with the given name and location",
      },
    });
    reply = { status: 500, body: {} };
    expect(await search()).toMatchObject({
      toast: {
        title: "Import Error",
        description: "An error occurred while importing the business",
      },
    });
  });

  it("uses the server's key, shows the draft, and saves it as a pending Google listing", async () => {
    process.env.GOOGLE_PLACES_API_KEY = "server-key";
    resetEnvForTests();
    try {
      const business = await createTestUser("business");
      const values = { name: "Royal Nawab", location: "Manchester", categoryId: "venues" };
      const found = await searchGoogleBusiness(business, form(values));
      expect(seen[0].headers["x-goog-api-key"]).toBe("server-key");
      expect(found.status).toBe("found");
      if (found.status !== "found") return;

      // A tampered draft is refused.
      const tampered = `${found.token.split(".")[0]}x.${found.token.split(".")[1]}`;
      expect(
        await confirmGoogleBusiness(business, form({ ...values, draft: tampered })),
      ).toMatchObject({ status: "failed", toast: { title: "Import Error" } });

      const saved = await confirmGoogleBusiness(business, form({ ...values, draft: found.token }));
      expect(saved).toMatchObject({ status: "created", approved: false, source: "google" });
      if (saved.status !== "created") return;
      const [row] = await db.select().from(vendor).where(eq(vendor.id, saved.vendorId));
      expect(row).toMatchObject({
        name: "Royal Nawab Banqueting",
        categoryId: "venues",
        location: "Manchester",
        address: "Stamford Rd, Manchester M13 0SL, UK",
        phone: "0161 224 4100",
        website: "https://royalnawab.example/",
        rating: 4.6,
        reviewCount: 1234,
        source: "google",
        approvalStatus: "pending",
        ownerId: business.id,
      });
    } finally {
      delete process.env.GOOGLE_PLACES_API_KEY;
      resetEnvForTests();
    }
  });
});

describe("signed drafts", () => {
  const draft = {
    name: "A",
    address: null,
    postcode: null,
    phone: null,
    website: null,
    rating: 4,
    reviewCount: 0,
    typeLabel: null,
  };

  it("are bound to the user and expire after an hour", () => {
    const token = signDraft(draft, "user-1", 1_000_000);
    expect(verifyDraft(token, "user-1", 1_000_000 + 1000)).toEqual(draft);
    expect(verifyDraft(token, "user-2", 1_000_000 + 1000)).toBeNull();
    expect(verifyDraft(token, "user-1", 1_000_000 + 61 * 60 * 1000)).toBeNull();
    expect(verifyDraft("garbage", "user-1")).toBeNull();
  });
});
