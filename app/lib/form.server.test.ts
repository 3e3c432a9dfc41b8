import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "~/db/availability.server";
import { keepsTyped, keepsTypedOnOutage } from "./form.server";
import { isOutage } from "./outage";
import { typedBack } from "./typed-back";
import { UNAVAILABLE_MESSAGES } from "./unavailable";
import { answerOutagesWith503, noteFailure, serviceUnavailable } from "./unavailable.server";

/** A form post as a browser sends it (a `.data` URL is React Router's JavaScript submission). */
function post(fields: [string, string][], path = "/profile") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

type Answer = { type: string; data: Record<string, unknown>; init: ResponseInit };

describe("keepsTyped: a form page's action when the database cannot be reached", () => {
  const failing = (error: unknown) =>
    keepsTyped(async ({ request }: { request: Request }) => {
      await request.formData();
      throw error;
    });

  it("answers 503 with the words and what was typed, secrets left out", async () => {
    const action = failing(new DatabaseUnavailableError("frozen"));
    const answer = (await action({
      request: post([
        ["intent", "reply"],
        ["form", "details"],
        ["message", "Are you free on 14 June?"],
        ["events", "mehndi"],
        ["events", "sangeet"],
        ["password", "Secret!2027"],
      ]),
    })) as unknown as Answer;
    expect(answer.init.status).toBe(503);
    expect(new Headers(answer.init.headers).get("retry-after")).toBe("60");
    expect(isOutage(answer.data)).toBe(true);
    expect(answer.data).toMatchObject({
      formError: UNAVAILABLE_MESSAGES.site,
      intent: "reply",
      form: "details",
      values: { message: "Are you free on 14 June?", events: "sangeet" },
      lists: { events: ["mehndi", "sangeet"] },
    });
    expect(answer.data.values).not.toHaveProperty("password");
    expect(answer.data.lists).not.toHaveProperty("password");
  });

  it("keeps a thrown 503's own words (the account could not be read)", async () => {
    const action = failing(serviceUnavailable("account"));
    const answer = (await action({
      request: post([["name", "Asha"]], "/profile.data"),
    })) as unknown as Answer;
    // A JavaScript submission keeps the real 503, so the page is not revalidated.
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({
      formError: UNAVAILABLE_MESSAGES.account,
      values: { name: "Asha" },
    });
  });

  it("throws any other error as before, and passes answers through", async () => {
    const mistake = new Error("a bug");
    await expect(failing(mistake)({ request: post([["name", "Asha"]]) })).rejects.toBe(mistake);
    const notFound = serviceUnavailable();
    (notFound.init as ResponseInit).status = 404;
    await expect(failing(notFound)({ request: post([]) })).rejects.toBe(notFound);
    const fine = keepsTyped(async () => ({ ok: true }));
    expect(await fine({ request: post([]) })).toEqual({ ok: true });
  });

  it("keeps no copy of a body larger than a form (a photo upload)", async () => {
    const action = failing(new DatabaseUnavailableError("frozen"));
    const big = new Request("http://localhost/business/listings/1", {
      method: "POST",
      body: new URLSearchParams([["caption", "x".repeat(7 * 1024 * 1024)]]),
      headers: { "content-length": String(7 * 1024 * 1024 + 8) },
    });
    const answer = (await action({ request: big })) as unknown as Answer;
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ outage: true, formError: UNAVAILABLE_MESSAGES.site });
    expect(answer.data).not.toHaveProperty("values");
  });

  it("never echoes a Google Places API key", async () => {
    const action = failing(new DatabaseUnavailableError("frozen"));
    const answer = (await action({
      request: post([
        ["intent", "import-search"],
        ["businessName", "Rani Photography"],
        ["apiKey", "AIza-secret"],
      ]),
    })) as unknown as Answer;
    expect(JSON.stringify(answer.data)).not.toContain("AIza-secret");
    expect(answer.data).toMatchObject({ values: { businessName: "Rani Photography" } });
  });

  it("turns an action's own 500 into the outage answer once the request saw the database fail", async () => {
    const request = post([["email", "asha@example.com"]], "/login");
    const caughtIt = keepsTyped(async ({ request }: { request: Request }) => {
      await request.formData();
      noteFailure(new DatabaseUnavailableError("frozen"));
      return data({ formError: "An unexpected error occurred." }, { status: 500 });
    });
    let answer: Answer | undefined;
    await answerOutagesWith503({ request } as never, async () => {
      answer = (await caughtIt({ request })) as unknown as Answer;
      return new Response(null);
    });
    expect(answer?.init.status).toBe(503);
    expect(answer?.data).toMatchObject({
      outage: true,
      formError: UNAVAILABLE_MESSAGES.site,
      values: { email: "asha@example.com" },
    });
  });

  it("passes a redirect or a refusal thrown on purpose, even after the database failed", async () => {
    const request = post([["email", "asha@example.com"]], "/signup");
    const goHome = redirect("/dashboard");
    const redirects = keepsTyped(async () => {
      noteFailure(new DatabaseUnavailableError("frozen"));
      throw goHome;
    });
    let thrown: unknown;
    await answerOutagesWith503({ request } as never, async () => {
      thrown = await redirects({ request }).catch((error: unknown) => error);
      return new Response(null);
    });
    expect(thrown).toBe(goHome);
  });

  it("marks the actions it wraps", () => {
    expect(keepsTypedOnOutage(keepsTyped(() => null))).toBe(true);
    expect(keepsTypedOnOutage(() => null)).toBe(false);
  });
});

describe("typedBack: what a refused form shows again", () => {
  it("reads a name sent several times (a checkbox group) as its values joined by commas", () => {
    const answer = {
      values: { "people[0].name": "Asha", "people[0].dietary": "halal" },
      lists: { "people[0].name": ["Asha"], "people[0].dietary": ["vegetarian", "halal"] },
    };
    expect(typedBack(answer)).toEqual({
      "people[0].name": "Asha",
      "people[0].dietary": "vegetarian,halal",
    });
  });

  it("leaves the form as it was when the answer is to the Delete button beside it", () => {
    expect(typedBack({ values: { intent: "delete" } })).toBeUndefined();
    expect(typedBack({ values: { intent: "save", title: "Book the dhol" } })).toEqual({
      intent: "save",
      title: "Book the dhol",
    });
    expect(typedBack(undefined)).toBeUndefined();
  });
});
