import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes, and a second writer's changes are silently lost.
 * Every process that opens the embedded database takes this lock file first. The file is
 * created exclusively (`wx`), so two processes starting at once cannot both take it; a lock
 * left by a process that no longer runs is removed and taken again.
 */
export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  const file = path.resolve(dataDir, "saath.lock");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const me = JSON.stringify({ pid: process.pid, owner });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, me, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is in use by ${holder.owner} (process ${holder.pid}). Stop it first, then run this again.`,
        );
      }
      // Stale (its process is gone), unreadable, or our own: replace it once.
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.once("exit", release);
  return release;
}

function readHolder(file: string): { pid: number; owner: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
