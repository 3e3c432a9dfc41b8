import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./lock.server";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "saath-lock-"));
const lockFile = (dir: string) => path.join(dir, "saath.lock");

describe("the embedded database's lock file", () => {
  it("is taken, then released by its owner", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir, "test");
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("is refused while another running process holds it, and left untouched", () => {
    const dir = tempDir();
    const holder = JSON.stringify({ pid: process.ppid, owner: "the Saath server" });
    fs.writeFileSync(lockFile(dir), holder);
    expect(() => acquireDataDirLock(dir, "test")).toThrow(/in use by the Saath server/);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(holder);
  });

  it("replaces a lock left by a process that no longer runs", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 2 ** 22 + 17, owner: "gone" }));
    const release = acquireDataDirLock(dir, "test");
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
  });
});
