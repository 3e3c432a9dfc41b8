import { describe, expect, it } from "vitest";
import { retryingDeadlocks } from "./deadlock.server";

const deadlock = () =>
  new Error("Failed query", {
    cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
  });

describe("retryingDeadlocks", () => {
  it("runs the transaction again after a deadlock, and gives its answer", async () => {
    let runs = 0;
    const answer = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return "done";
    });
    expect([answer, runs]).toEqual(["done", 3]);
  });

  it("gives up after three runs, and never repeats any other error", async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw deadlock();
      }),
    ).rejects.toThrow("Failed query");
    expect(runs).toBe(3);
    let others = 0;
    await expect(
      retryingDeadlocks(async () => {
        others += 1;
        throw new Error("duplicate key");
      }),
    ).rejects.toThrow("duplicate key");
    expect(others).toBe(1);
  });
});
