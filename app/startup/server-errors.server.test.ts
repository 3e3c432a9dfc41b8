import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { handleError, isCrossSiteRefusal } from "./server-errors.server";

// The exact error React Router 8 throws for a cross-site document POST (lib/actions.js).
const refusal = new Error(
  "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
);
const post = (path: string) => new Request(`http://localhost:3000${path}`, { method: "POST" });

afterEach(() => vi.restoreAllMocks());

describe("handleError", () => {
  it("notes a cross-site post React Router refused as one info line, with no stack trace", () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(isCrossSiteRefusal(refusal)).toBe(true);
    handleError(refusal, { request: post("/login") });
    expect(info).toHaveBeenCalledWith(
      { path: "/login", method: "POST" },
      "Refused a post from another site",
    );
    expect(error).not.toHaveBeenCalled();
    expect(printed).not.toHaveBeenCalled();
  });

  it("logs any other error as an error with its path", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const failure = new Error("relation does not exist");
    expect(isCrossSiteRefusal(failure)).toBe(false);
    handleError(failure, { request: post("/account") });
    expect(error).toHaveBeenCalledWith(
      { err: failure, path: "/account", method: "POST" },
      "Request failed",
    );
  });

  it("says nothing when the visitor went away mid-request", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost:3000/", { signal: controller.signal });
    handleError(new Error("aborted"), { request });
    expect(error).not.toHaveBeenCalled();
  });
});
