import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { resetEnvForTests } from "~/config.server";
import { folderStorage } from "~/lib/storage.server";
import { loader } from "~/routes/uploads";
import {
  deleteUpload,
  IMAGE_MESSAGES,
  ImageRejectedError,
  MAX_PORTFOLIO_IMAGES,
  readUpload,
  storeVendorImage,
  uploadKey,
} from "./images.server";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "saath-images-test-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = folderStorage(root);
const bytesOf = async (file: { body: ReadableStream<Uint8Array> } | null) =>
  file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;

async function png(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 122, g: 31, b: 61 } },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "Secret GPS place" } } })
    .toBuffer();
}

describe("vendor image uploads", () => {
  it("accept a real PNG, re-encoded as WebP at most 1600 px wide with metadata stripped", async () => {
    const file = new File([await png(2400, 1200)], "portfolio.png", { type: "image/png" });
    const url = await storeVendorImage(file, { storage });
    expect(url).toMatch(/^\/uploads\/vendors\/[A-Za-z0-9_-]{22}\.webp$/);
    const stored = await bytesOf(await readUpload(url.slice("/uploads/".length), storage));
    expect(stored).not.toBeNull();
    const meta = await sharp(stored as Buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(800);
    expect(meta.exif).toBeUndefined();
  });

  it("reject a text file renamed .png, whatever content type the browser claimed", async () => {
    const file = new File(["<?php echo 'hello'; ?>"], "photo.png", { type: "image/png" });
    await expect(storeVendorImage(file, { storage })).rejects.toThrow(IMAGE_MESSAGES.type);
  });

  it("reject an SVG (not one of the accepted formats)", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expect(
      storeVendorImage(new File([svg], "x.png", { type: "image/png" }), { storage }),
    ).rejects.toThrow(IMAGE_MESSAGES.type);
  });

  it("reject files over 5 MB", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await expect(storeVendorImage(big, { storage })).rejects.toThrow(IMAGE_MESSAGES.size);
  });

  it("reject a sixth image on the Free plan", async () => {
    const file = new File([await png(10, 10)], "a.png");
    await expect(
      storeVendorImage(file, { storage, existingCount: MAX_PORTFOLIO_IMAGES }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
  });

  it("only resolve upload paths that the server could have written", () => {
    expect(uploadKey("vendors/../../etc/passwd")).toBeNull();
    expect(uploadKey("vendors/abc.webp")).toBeNull();
    expect(uploadKey("other/AAAAAAAAAAAAAAAAAAAAAA.webp")).toBeNull();
    expect(uploadKey("vendors/AAAAAAAAAAAAAAAAAAAAAA.webp/x")).toBeNull();
    expect(uploadKey("vendors/AAAAAAAAAAAAAAAAAAAAAA.webp")).toBe(
      "vendors/AAAAAAAAAAAAAAAAAAAAAA.webp",
    );
  });

  it("can be removed again (a listing that was never saved), and are then gone", async () => {
    const url = await storeVendorImage(new File([await png(20, 20)], "a.png"), { storage });
    const relative = url.slice("/uploads/".length);
    expect(await readUpload(relative, storage)).not.toBeNull();
    await deleteUpload(url, storage);
    expect(await readUpload(relative, storage)).toBeNull();
    await expect(deleteUpload(url, storage)).resolves.toBeUndefined();
  });

  it("are served by the uploads route as WebP, and unknown names are 404", async () => {
    // The route reads from ${DATA_DIR}/uploads: point DATA_DIR at this test's folder.
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = root;
    resetEnvForTests();
    onTestFinished(() => {
      process.env.DATA_DIR = previous;
      resetEnvForTests();
    });
    const url = await storeVendorImage(new File([await png(20, 20)], "a.png"));
    expect(await fs.stat(path.join(root, "uploads", url.slice("/uploads/".length)))).toBeTruthy();
    type Args = Parameters<typeof loader>[0];
    const response = await loader({
      request: new Request(`http://localhost:3000${url}`),
      params: { "*": url.slice("/uploads/".length) },
      context: {},
    } as unknown as Args);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(served.byteLength));
    expect((await sharp(served).metadata()).format).toBe("webp");
    await expect(
      loader({
        request: new Request("http://localhost:3000/uploads/vendors/nope.webp"),
        params: { "*": "vendors/nope.webp" },
        context: {},
      } as unknown as Args),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
