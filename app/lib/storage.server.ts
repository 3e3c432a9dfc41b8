import crypto from "node:crypto";
import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type Env, getEnv } from "~/config.server";

/**
 * Where uploaded files live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * S3_BUCKET is set (so several app instances share them). Keys are the path after `/uploads/`,
 * e.g. `vendors/<hash>-800.webp`; the app serves them itself (decision record 009).
 */
export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows them. */
  size: number | undefined;
};

export interface FileStorage {
  readonly kind: "folder" | "s3";
  /** Writes the whole file; a reader sees the old file or the new one, never half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The files directly in one folder (`vendors`), with when each was last written, a page at a
   * time (the orphan sweep reads a bucket of any size without holding it all in memory).
   */
  list(folder: string): AsyncIterable<ListedFile[]>;
}

export type ListedFile = { key: string; modifiedAt: Date };

const LIST_PAGE = 500;

/** Folders and a file name; no segment starts with a dot, so `..` and hidden files are out. */
const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

export class BadStorageKeyError extends Error {}

function checkKey(key: string): string {
  if (key.length > 300 || !KEY.test(key)) throw new BadStorageKeyError(`Bad storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

/** Every key names its content for good (a hash or a random name), so any copy may keep it. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export function folderStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkKey(key));
    if (!file.startsWith(base + path.sep)) throw new BadStorageKeyError(`Bad storage key: ${key}`);
    return file;
  };
  return {
    kind: "folder",
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it: the rename is atomic on one file system.
      const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file);
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    async get(key) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), "r");
      } catch (error) {
        if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) {
          return null;
        }
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream();
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        contentType: contentTypeOf(key),
        size: stat.size,
      };
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(folder) {
      const directory = path.resolve(base, checkFolder(folder));
      let entries: Dirent[];
      try {
        entries = await fs.readdir(directory, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // A half-written file (`….tmp`, its put still running) is not a file of the store.
      const names = entries.filter((e) => e.isFile() && !e.name.endsWith(".tmp"));
      for (let start = 0; start < names.length; start += LIST_PAGE) {
        const page: ListedFile[] = [];
        for (const entry of names.slice(start, start + LIST_PAGE)) {
          const stat = await fs.stat(path.join(directory, entry.name)).catch(() => null);
          if (stat) page.push({ key: `${folder}/${entry.name}`, modifiedAt: stat.mtime });
        }
        yield page;
      }
    },
  };
}

const FOLDER = /^[a-z0-9-]+$/;
function checkFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new BadStorageKeyError(`Bad storage folder: ${folder}`);
  return folder;
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without keys the SDK's own chain applies (instance role, AWS_* variables).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? contentTypeOf(key),
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(folder) {
      const Prefix = `${checkFolder(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix,
            Delimiter: "/",
            MaxKeys: LIST_PAGE,
            ContinuationToken,
          }),
        );
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key ? [{ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) }] : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** A missing object is "not found"; a missing bucket is a configuration error and must show. */
function isMissingObject(error: unknown) {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === "NoSuchKey") return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== "NoSuchBucket";
}

/** `${DATA_DIR}/uploads`; an in-memory database has no folder, so a temporary one is used. */
export function uploadsFolder(dataDir: string): string {
  if (dataDir.startsWith("memory://")) return path.join(os.tmpdir(), "saath-uploads");
  return path.resolve(dataDir, "uploads");
}

export function storageFromEnv(env: Env): FileStorage {
  if (!env.S3_BUCKET) return folderStorage(uploadsFolder(env.DATA_DIR));
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

let chosen: { env: Env; storage: FileStorage } | undefined;

/** The uploads' store, chosen once from the environment (again only if tests reset it). */
export function uploadStorage(): FileStorage {
  const env = getEnv();
  if (chosen?.env !== env) chosen = { env, storage: storageFromEnv(env) };
  return chosen.storage;
}
