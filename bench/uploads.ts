/**
 * A business adding photos to its listing, one after another, the way the edit page's script
 * sends them (one file a post), while the signed-in pages are measured (issue 32: "the
 * signed-in figures hold while a business uploads photos"). Everything goes through the app's
 * own forms: the business signs up, lists itself with the "Add business" form, then uploads a
 * camera-sized JPEG and deletes it again, so the listing never reaches its five-photo limit.
 * A business may add 30 photos a quarter of an hour (RATE_RULES.photoUpload): when the app says
 * "wait" (429), the next business signs up and carries on, so the uploads never pause.
 */
import sharp from "sharp";

export interface UploadTally {
  uploads: number;
  refused: number;
  failures: number;
}

const PASSWORD = "Bench!Business2027";

/** A photo a phone would take: 4,032 × 3,024, noisy enough that JPEG cannot shrink it to nothing. */
async function cameraPhoto() {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    // Smooth gradients with a little noise: a real photo's size, not white noise's.
    pixels[i] = ((i / 3) % width) / 16 + (seed % 24);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function post(origin: string, path: string, body: FormData | URLSearchParams, cookie = "") {
  return fetch(`${origin}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The business's session cookie and the id of the listing it added. */
export async function businessWithListing(origin: string) {
  const signup = await post(
    origin,
    "/signup",
    new URLSearchParams({
      intent: "create",
      accountType: "business",
      name1: "Bench Photographer",
      email: `bench-business-${crypto.randomUUID()}@example.com`,
      password: PASSWORD,
      termsAccepted: "on",
      businessName: "Bench Photography",
      businessType: "Photography",
    }),
  );
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.startsWith("saath_toast="))
    .join("; ");
  if (!cookie.includes("session_token"))
    throw new Error("The benchmark business could not sign up");
  const added = await post(
    origin,
    "/add-business",
    new URLSearchParams({
      intent: "manual",
      name: "Bench Photography",
      categoryId: "photography-videography",
      location: "Leicester",
      description: "Wedding photographs across the Midlands, from the mehndi to the reception.",
      email: "photos@bench.example",
      postcode: "LE4 5LN",
    }),
    cookie,
  );
  if (added.status !== 303)
    throw new Error(
      `Adding the business answered ${added.status}: ${(await added.text()).match(/errors[^\]]{0,400}/)?.[0]}`,
    );
  const home = await (await fetch(`${origin}/business`, { headers: { Cookie: cookie } })).text();
  const vendorId = /href="\/business\/listings\/(\d+)"/.exec(home)?.[1];
  if (!vendorId) throw new Error("The benchmark business's listing is not on /business");
  return { cookie, vendorId };
}

/**
 * Starts uploading (the first photo is checked to be accepted); `tally` counts the photos added,
 * refused as busy (429) or failed so far, and `stop` waits for the one in flight.
 */
export async function startUploader(origin: string) {
  const photo = await cameraPhoto();
  const file = new Blob([new Uint8Array(photo)], { type: "image/jpeg" });
  let business = await businessWithListing(origin);
  const tally: UploadTally = { uploads: 0, refused: 0, failures: 0 };

  async function uploadOnce() {
    const form = new FormData();
    form.set("intent", "photo-upload");
    form.set("alt", "The couple under a marigold arch at their mehndi");
    form.set("photos", file, "mehndi.jpg");
    const { cookie, vendorId } = business;
    const page = `/business/listings/${vendorId}`;
    const answer = await post(origin, page, form, cookie);
    await answer.arrayBuffer();
    if (answer.status === 429) {
      tally.refused += 1;
      business = await businessWithListing(origin);
      return;
    }
    if (answer.status >= 400) {
      tally.failures += 1;
      return;
    }
    tally.uploads += 1;
    // Delete it again through the same page: its id is on the edit page's delete form.
    const html = await (await fetch(`${origin}${page}`, { headers: { Cookie: cookie } })).text();
    const photoId = /name="photoId" value="(\d+)"/.exec(html)?.[1];
    if (photoId) {
      const removed = await post(
        origin,
        page,
        new URLSearchParams({ intent: "photo-delete", photoId }),
        cookie,
      );
      await removed.arrayBuffer();
    }
  }

  await uploadOnce();
  if (tally.uploads !== 1)
    throw new Error(`The first benchmark upload was not added (${JSON.stringify(tally)})`);
  let running = true;
  const loop = (async () => {
    while (running) {
      await uploadOnce().catch(() => {
        tally.failures += 1;
      });
    }
  })();
  return {
    photoBytes: photo.length,
    /** So far: read before and after a measurement for the uploads made during it. */
    tally: () => ({ ...tally }),
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
