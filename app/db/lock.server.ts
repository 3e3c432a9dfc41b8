import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes, and a second writer's changes are silently lost.
 * Every process that opens the embedded database takes this lock file first.
 */
export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  const file = path.resolve(dataDir, "saath.lock");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number; owner: string };
    if (holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new Error(
        `The embedded database in ${path.resolve(dataDir)} is in use by ${holder.owner} (process ${holder.pid}). Stop it first, then run this again.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" && !(error instanceof SyntaxError))
      throw error;
  }
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, owner }));
  const release = () => {
    try {
      const holder = JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number };
      if (holder.pid === process.pid) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
