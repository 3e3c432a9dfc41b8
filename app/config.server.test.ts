import { describe, expect, it } from "vitest";
import { parseEnv } from "./config.server";

describe("parseEnv", () => {
  it("works with nothing set, on the embedded database", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      BASE_URL: "http://localhost:3000",
      REQUIRE_EMAIL_VERIFICATION: false,
      SEED_DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("keeps BASE_URL without a trailing slash, so links never read '//path'", () => {
    expect(parseEnv({ BASE_URL: "https://saath.example/" }).BASE_URL).toBe("https://saath.example");
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ BASE_URL: "not a url" })).toThrow(/BASE_URL/);
  });

  it("requires a real secret in production and verifies e-mail there by default", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET/);
    const env = parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) });
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(env.SEED_DEMO_DATA).toBe(false);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("takes S3 settings only as a whole: a bucket, and both keys or neither", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: "photos" })).toMatchObject({
      S3_REGION: "eu-west-2",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(
      parseEnv({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_FORCE_PATH_STYLE,
    ).toBe(true);
    expect(
      parseEnv({
        S3_BUCKET: "photos",
        S3_ENDPOINT: "https://x.r2.example",
        S3_FORCE_PATH_STYLE: "false",
      }).S3_FORCE_PATH_STYLE,
    ).toBe(false);
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ S3_BUCKET: "photos", S3_ENDPOINT: "not a url" })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
