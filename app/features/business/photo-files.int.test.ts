import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { vendor, vendorPhoto } from "~/db/schema";
import { consumeRateLimit, RATE_RULES } from "~/features/rate-limit/rate-limit.server";
import { sweepOrphanPhotoFiles } from "~/features/vendors/upload-files.server";
import { deleteVendor } from "~/features/vendors/vendor-write.server";
import { PHOTO_WIDTHS, photoUrl } from "~/lib/photos";
import { folderStorage, uploadStorage } from "~/lib/storage.server";
import { action } from "~/routes/business-listing";
import { loader as uploadsLoader } from "~/routes/uploads";
import { listing, type Person, person } from "../../../tests/support/enquiries";
import { postBody, run } from "../../../tests/support/routes";
import { startLocalS3 } from "../../../tests/support/s3";
import {
  inPhotoPool,
  PHOTO_POOL,
  photoPoolStats,
  resetPhotoPoolCounters,
} from "./photo-pool.server";
import { PHOTO_MESSAGES } from "./photo-rules";

/**
 * Issue 28, findings 3 and 4: a deleted photo's files leave the store (folder and bucket), and
 * an upload is checked — the photo limit, each side — before anything is decoded, decoded a few
 * at a time, and limited per account.
 */

/** A small JPEG of its own colour, so each one has its own content key. */
const jpeg = (seed = crypto.randomInt(0xffffff)) =>
  sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: `#${seed.toString(16).padStart(6, "0")}`,
    },
  })
    .jpeg()
    .toBuffer();
const photoFile = async () => new File([await jpeg()], "photo.jpg", { type: "image/jpeg" });

/** A real PNG of `width` × `height` grey pixels, all zero: 47 KB for 49,000,000 × 1. */
function flatPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function postPhotos(id: number, who: Person, fields: Record<string, string>, files: Blob[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const file of files) body.append("photos", file);
  return run(action, postBody(`/business/listings/${id}`, body, who.cookie), {
    params: { vendorId: String(id) },
  });
}
const upload = (id: number, who: Person, files: Blob[]) =>
  postPhotos(id, who, { intent: "photo-upload", alt: "The mehndi night" }, files);
const photosOf = (id: number) =>
  db.select().from(vendorPhoto).where(eq(vendorPhoto.vendorId, id)).orderBy(vendorPhoto.position);

type UploadsArgs = Parameters<typeof uploadsLoader>[0];
/** The status `/uploads/…` answers, through the route, from whichever store is configured. */
async function served(url: string) {
  const outcome = await run(uploadsLoader as never, new Request(`http://localhost:3000${url}`), {
    params: { "*": url.slice("/uploads/".length) },
  } as { params: UploadsArgs["params"] });
  return outcome.status;
}
const sizesServed = (fileKey: string) =>
  Promise.all(PHOTO_WIDTHS.map((width) => served(photoUrl(fileKey, width))));

let owner: Person;
beforeAll(async () => {
  owner = await person("business", "Files Owner");
});

/** The same journeys on the folder store and on a local S3-compatible server. */
describe.each(["folder", "s3"] as const)(
  "deleted pictures stop being public (%s store)",
  (kind) => {
    let s3: Awaited<ReturnType<typeof startLocalS3>> | undefined;
    beforeAll(async () => {
      if (kind === "s3") s3 = await startLocalS3();
      expect(uploadStorage().kind).toBe(kind);
    });
    afterAll(() => s3?.stop());

    it("a deleted photo's three sizes answer 404; a photo another listing shares stays", async () => {
      const id = await listing({ ownerId: owner.user.id });
      const other = await listing({ ownerId: owner.user.id });
      const shared = await jpeg();
      const files = [new File([await jpeg()], "a.jpg"), new File([shared], "b.jpg")];
      expect((await upload(id, owner, files)).status).toBe(303);
      expect((await upload(other, owner, [new File([shared], "b.jpg")])).status).toBe(303);
      const [mine, alsoThere] = await photosOf(id);
      expect((await photosOf(other))[0].fileKey).toBe(alsoThere.fileKey);
      expect(await sizesServed(mine.fileKey)).toEqual([200, 200, 200]);

      for (const photo of [mine, alsoThere]) {
        const answer = await postPhotos(id, owner, {
          intent: "photo-delete",
          photoId: String(photo.id),
        });
        expect(answer.status).toBe(303);
      }
      expect(await photosOf(id)).toHaveLength(0);
      expect(await sizesServed(mine.fileKey)).toEqual([404, 404, 404]);
      // The other listing still shows the same picture.
      expect(await sizesServed(alsoThere.fileKey)).toEqual([200, 200, 200]);
    });

    it("a deleted listing's photos answer 404", async () => {
      const id = await listing({ ownerId: owner.user.id });
      expect((await upload(id, owner, [await photoFile(), await photoFile()])).status).toBe(303);
      const keys = (await photosOf(id)).map((photo) => photo.fileKey);
      expect(await sizesServed(keys[1])).toEqual([200, 200, 200]);
      expect(await deleteVendor(owner.user, id)).not.toBeNull();
      for (const key of keys) expect(await sizesServed(key)).toEqual([404, 404, 404]);
    });

    it("keeps no file of an upload the photo limit refused after decoding", async () => {
      const id = await listing({ ownerId: owner.user.id });
      const written: string[] = [];
      const storage = uploadStorage();
      const original = storage.put.bind(storage);
      const put = vi.spyOn(storage, "put").mockImplementation(async (key, bytes, type) => {
        written.push(key);
        await original(key, bytes, type);
      });
      // Another instance fills the listing while this upload waits for the pool: the count
      // under the lock refuses it, after its files were written.
      let letGo = () => {};
      const blocker = inPhotoPool(owner.user.id, () => new Promise<void>((r) => (letGo = r)));
      const pending = upload(id, owner, [await photoFile()]);
      await vi.waitFor(() => expect(photoPoolStats().waiting).toBe(1));
      await db.insert(vendorPhoto).values(
        Array.from({ length: 5 }, (_, position) => ({
          vendorId: id,
          fileKey: crypto.randomBytes(10).toString("hex"),
          alt: "From another instance",
          position,
        })),
      );
      letGo();
      await blocker;
      const answer = await pending;
      put.mockRestore();
      expect([answer.status, answer.data?.formError]).toEqual([400, PHOTO_MESSAGES.limit]);
      expect(written).toHaveLength(3);
      for (const key of written) expect(await uploadStorage().get(key)).toBeNull();
    });

    it("the sweep removes old files no row names, and nothing else", async () => {
      // The folder store's own folder is shared with other test files' databases: the sweep
      // reads a folder of its own here. The bucket is this file's alone.
      const root = await fs.mkdtemp(path.join(os.tmpdir(), "saath-sweep-"));
      const storage = kind === "s3" ? uploadStorage() : folderStorage(root);
      const id = await listing({ ownerId: owner.user.id });
      const kept = crypto.randomBytes(10).toString("hex");
      await db
        .insert(vendorPhoto)
        .values({ vendorId: id, fileKey: kept, alt: "Kept", position: 0 });
      const orphan = crypto.randomBytes(10).toString("hex");
      const image = `vendors/${crypto.randomBytes(16).toString("base64url")}.webp`;
      const keys = (fileKey: string) => PHOTO_WIDTHS.map((w) => `vendors/${fileKey}-${w}.webp`);
      for (const key of [...keys(kept), ...keys(orphan), image]) {
        await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
      }
      const present = async (list: string[]) =>
        Promise.all(
          list.map(async (key) => {
            const file = await storage.get(key);
            await file?.body.cancel();
            return file !== null;
          }),
        );

      // Newer than the grace period: an upload may still be about to write its row.
      await sweepOrphanPhotoFiles({ storage });
      expect(await present(keys(orphan))).toEqual([true, true, true]);

      // An add-business image a listing names stays; the same file unnamed goes.
      const named = await listing({ ownerId: owner.user.id });
      await db
        .update(vendor)
        .set({ image: `/uploads/${image}` })
        .where(eq(vendor.id, named));
      const later = Date.now() + 2 * 60 * 60 * 1000;
      await sweepOrphanPhotoFiles({ storage, now: later });
      expect(await present(keys(orphan))).toEqual([false, false, false]);
      expect(await present([...keys(kept), image])).toEqual([true, true, true, true]);
      await db.delete(vendor).where(eq(vendor.id, named));
      await sweepOrphanPhotoFiles({ storage, now: later });
      expect(await present([...keys(kept), image])).toEqual([true, true, true, false]);
      await fs.rm(root, { recursive: true, force: true });
    });
  },
);

describe("the sweep on a folder it is given", () => {
  it("reads only the listing pictures' names, and leaves other files alone", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "saath-sweep-"));
    try {
      const storage = folderStorage(root);
      await storage.put("vendors/notes-1.txt", new Uint8Array([1]), "text/plain");
      await storage.put(`vendors/${"a".repeat(20)}-400.webp`, new Uint8Array([1]), "image/webp");
      await storage.put("art/v1/x.webp", new Uint8Array([1]), "image/webp");
      const result = await sweepOrphanPhotoFiles({ storage, now: Date.now() + 86_400_000 });
      expect(result).toEqual({ checked: 1, removed: 1 });
      expect((await fs.readdir(path.join(root, "vendors"))).sort()).toEqual(["notes-1.txt"]);
      expect(await fs.readdir(path.join(root, "art", "v1"))).toEqual(["x.webp"]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe("uploads that cannot stall the site", () => {
  it("refuses a 49,000,000 × 1 PNG (and 1 × 49,000,000) from its header, before decoding", async () => {
    const id = await listing({ ownerId: owner.user.id });
    for (const [width, height] of [
      [49_000_000, 1],
      [1, 49_000_000],
    ]) {
      const png = flatPng(width, height);
      expect(png.byteLength).toBeLessThan(100_000);
      const decoded = photoPoolStats().started;
      const answer = await upload(id, owner, [new File([png], "long.png")]);
      expect([answer.status, answer.data?.formError]).toEqual([400, PHOTO_MESSAGES.sides]);
      expect(photoPoolStats().started).toBe(decoded);
    }
    expect(await photosOf(id)).toHaveLength(0);
  });

  it("refuses the 6th photo before decoding it", async () => {
    const id = await listing({ ownerId: owner.user.id });
    const five = await Promise.all(Array.from({ length: 5 }, photoFile));
    expect((await upload(id, owner, five)).status).toBe(303);
    const decoded = photoPoolStats().started;
    const answer = await upload(id, owner, [await photoFile()]);
    expect([answer.status, answer.data?.formError]).toEqual([400, PHOTO_MESSAGES.limit]);
    expect(photoPoolStats().started).toBe(decoded);
    expect(await photosOf(id)).toHaveLength(5);
  });

  it("8 uploads at once by one owner: one decoded at a time, 5 stored, the rest refused, no 500", async () => {
    const someone = await person("business", "Eight At Once");
    const id = await listing({ ownerId: someone.user.id });
    const eight = await Promise.all(Array.from({ length: 8 }, photoFile));
    resetPhotoPoolCounters();
    const answers = await Promise.all(eight.map((file) => upload(id, someone, [file])));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([303, 303, 303, 303, 303, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.status !== 303)) {
      expect(answer.data?.formError).toBe(PHOTO_MESSAGES.limit);
    }
    // Only the five that fit were decoded, one after another (one account's share of the pool).
    expect(photoPoolStats()).toMatchObject({ started: 5, peak: PHOTO_POOL.perAccount });
    expect(await photosOf(id)).toHaveLength(5);
  });

  it("an account with too many photos waiting, or over its upload limit, gets 429 and its message", async () => {
    const someone = await person("business", "Busy Owner");
    const id = await listing({ ownerId: someone.user.id });

    // The pool is busy with this account's photos: one decoding, the most it may queue waiting.
    const gates: Array<() => void> = [];
    const held = Array.from({ length: 1 + PHOTO_POOL.waitingPerAccount }, () =>
      inPhotoPool(someone.user.id, () => new Promise<void>((r) => gates.push(r))),
    );
    await vi.waitFor(() => expect(photoPoolStats().waiting).toBe(PHOTO_POOL.waitingPerAccount));
    const busy = await upload(id, someone, [await photoFile()]);
    expect([busy.status, busy.data?.formError]).toEqual([429, PHOTO_MESSAGES.busy]);

    // Another owner's photo is decoded as soon as a slot is free, before this one's queue.
    const neighbour = await person("business", "Neighbour");
    const theirs = await listing({ ownerId: neighbour.user.id });
    let settled = false;
    const answer = upload(theirs, neighbour, [await photoFile()]).finally(() => (settled = true));
    await vi.waitFor(() => {
      const { running, waiting } = photoPoolStats();
      expect(settled || running + waiting === 2 + PHOTO_POOL.waitingPerAccount).toBe(true);
    });
    gates.shift()?.();
    expect((await answer).status).toBe(303);
    expect(photoPoolStats().waiting).toBe(PHOTO_POOL.waitingPerAccount - 1);
    while (photoPoolStats().running + photoPoolStats().waiting > 0) {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()?.();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await Promise.all(held);

    // The per-account limit, counted per photo: the next one is refused before its header.
    expect(PHOTO_MESSAGES.rate).toContain(`${RATE_RULES.photoUpload.max} photos`);
    for (let n = 0; n < RATE_RULES.photoUpload.max; n++) {
      await consumeRateLimit(`photo-upload:${someone.user.id}`, RATE_RULES.photoUpload);
    }
    const decoded = photoPoolStats().started;
    const limited = await upload(id, someone, [await photoFile()]);
    expect([limited.status, limited.data?.formError]).toEqual([429, PHOTO_MESSAGES.rate]);
    expect(photoPoolStats().started).toBe(decoded);
    expect(await photosOf(id)).toHaveLength(0);
  });
});
