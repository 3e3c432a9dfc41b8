import { describe, expect, it } from "vitest";
import { isKnownDevice, KNOWN_DEVICE_COOKIE, rememberDevice } from "./known-device.server";

const withCookie = (cookie: string) =>
  new Request("http://localhost:3000/login", { headers: { cookie } });

describe("the known-device cookie", () => {
  it("knows the browser an account logged in from", () => {
    const setCookie = rememberDevice(withCookie(""), "asha@example.com");
    const cookie = setCookie.split(";")[0];
    expect(isKnownDevice(withCookie(cookie), "Asha@example.com ")).toBe(true);
    expect(isKnownDevice(withCookie(cookie), "dev@example.com")).toBe(false);
  });

  it("takes a cookie it did not write as no cookie, never an error", () => {
    for (const value of ["%", "%E0%A4%A", "not-signed", "a.b.c"]) {
      expect(isKnownDevice(withCookie(`${KNOWN_DEVICE_COOKIE}=${value}`), "a@example.com")).toBe(
        false,
      );
      expect(() =>
        rememberDevice(withCookie(`${KNOWN_DEVICE_COOKIE}=${value}`), "a@b.com"),
      ).not.toThrow();
    }
  });
});
