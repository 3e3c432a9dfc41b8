import fs from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoUrl } from "~/lib/photos";
import { uploadStorage } from "~/lib/storage.server";
import { loader } from "~/routes/uploads";
import { startLocalS3 } from "../../../tests/support/s3";
import { deleteUpload, readUpload, storeVendorImage, uploadsRoot } from "./images.server";
import { storePhotoFile } from "./photos.server";

/** With S3_BUCKET set, uploads go to the bucket and are served from it, on the same URLs. */

let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7a1f3d" } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 38/1 0/1" } })
    .toBuffer();

type Args = Parameters<typeof loader>[0];
const serve = (url: string) =>
  loader({
    request: new Request(`http://localhost:3000${url}`),
    params: { "*": url.slice("/uploads/".length) },
    context: {},
  } as unknown as Args);

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe("uploads in an S3-compatible bucket", () => {
  it("stores a listing photo's renditions in the bucket and serves them from it", async () => {
    expect(uploadStorage().kind).toBe("s3");
    const key = await storePhotoFile(new File([await jpeg(1000, 750)], "mandap.jpg"));

    // The objects are in the bucket (read by a client of our own), and not on this disk.
    const client = new S3Client({
      region: "eu-west-2",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `vendors/${key}-800.webp` }),
    );
    expect(object.ContentType).toBe("image/webp");
    expect(object.CacheControl).toBe("public, max-age=31536000, immutable");
    expect((await sharp(await object.Body?.transformToByteArray()).metadata()).width).toBe(800);
    client.destroy();
    expect(await exists(path.join(uploadsRoot(), "vendors", `${key}-800.webp`))).toBe(false);

    for (const width of PHOTO_WIDTHS) {
      // Through the storage module…
      const stored = await uploadStorage().get(`vendors/${key}-${width}.webp`);
      expect(stored?.contentType).toBe("image/webp");
      const bytes = Buffer.from(await new Response(stored?.body).arrayBuffer());
      expect(stored?.size).toBe(bytes.byteLength);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: Math.min(width, 1000) });
      expect(metadata.exif).toBeUndefined();

      // …and through the uploads route, on the same URL as ever.
      const response = await serve(photoUrl(key, width));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("answers 404 for a name the bucket does not have, and for names we never write", async () => {
    await expect(serve("/uploads/vendors/0123456789abcdef0123-800.webp")).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(serve("/uploads/vendors/../secret.webp")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("keeps the single-image upload in the bucket too, and removes it when asked", async () => {
    const url = await storeVendorImage(new File([await jpeg(40, 30)], "a.jpg"));
    const relative = url.slice("/uploads/".length);
    const stored = await readUpload(relative);
    expect(stored).not.toBeNull();
    await stored?.body.cancel();
    expect(await exists(path.join(uploadsRoot(), relative))).toBe(false);
    await deleteUpload(url);
    expect(await readUpload(relative)).toBeNull();
  });
});
