import { describe, expect, it } from "vitest";
import { progressLabel } from "./csv-import-form";

describe("the CSV import's progress words", () => {
  it("say rows were checked once finished, so they never contradict '1 added, 1 skipped'", () => {
    expect(progressLabel({ total: 0, done: 0, finished: false })).toBe("Reading the file…");
    expect(progressLabel({ total: 1204, done: 600, finished: false })).toBe(
      "Importing… 600 of 1,204 rows",
    );
    const done = progressLabel({ total: 2, done: 2, finished: true });
    expect(done).toBe("Checked 2 of 2 rows");
    expect(done).not.toMatch(/Imported/);
  });
});
