import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config.server";
import { BadStorageKeyError, folderStorage, storageFromEnv } from "./storage.server";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "saath-storage-test-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = folderStorage(path.join(root, "uploads"));
const text = async (key: string) => {
  const file = await storage.get(key);
  return file ? new Response(file.body).text() : null;
};

describe("folder storage", () => {
  it("writes, reads back with type and size, overwrites whole, and deletes", async () => {
    await storage.put("vendors/a-800.webp", new TextEncoder().encode("first"), "image/webp");
    const file = await storage.get("vendors/a-800.webp");
    expect(file).toMatchObject({ contentType: "image/webp", size: 5 });
    await file?.body.cancel();
    await storage.put("vendors/a-800.webp", new TextEncoder().encode("second"), "image/webp");
    expect(await text("vendors/a-800.webp")).toBe("second");
    // No temporary file is left beside it.
    expect(await fs.readdir(path.join(root, "uploads", "vendors"))).toEqual(["a-800.webp"]);
    await storage.delete("vendors/a-800.webp");
    expect(await storage.get("vendors/a-800.webp")).toBeNull();
    await expect(storage.delete("vendors/a-800.webp")).resolves.toBeUndefined();
  });

  it("answers null for a missing file or a folder", async () => {
    expect(await storage.get("vendors/missing.webp")).toBeNull();
    expect(await storage.get("nothing/here/at-all.webp")).toBeNull();
    await storage.put("vendors/sub/x.webp", new Uint8Array([1]), "image/webp");
    expect(await storage.get("vendors/sub")).toBeNull();
  });

  it("refuses keys that could leave its folder", async () => {
    await fs.writeFile(path.join(root, "secret.txt"), "secret");
    for (const key of [
      "../secret.txt",
      "vendors/../../secret.txt",
      "/etc/passwd",
      "vendors/.hidden",
      "vendors\\..\\..\\secret.txt",
      "vendors//x.webp",
      "secret.txt",
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(BadStorageKeyError);
      await expect(storage.put(key, new Uint8Array([1]), "text/plain"), key).rejects.toBeInstanceOf(
        BadStorageKeyError,
      );
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(BadStorageKeyError);
    }
    expect(await fs.readFile(path.join(root, "secret.txt"), "utf8")).toBe("secret");
  });
});

describe("choosing the store", () => {
  it("is the folder under DATA_DIR without S3_BUCKET and the bucket with it", () => {
    expect(storageFromEnv(parseEnv({ DATA_DIR: root })).kind).toBe("folder");
    const env = parseEnv({
      S3_BUCKET: "saath-photos",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(env).toMatchObject({ S3_REGION: "eu-west-2", S3_FORCE_PATH_STYLE: true });
    expect(storageFromEnv(env).kind).toBe("s3");
  });
});
