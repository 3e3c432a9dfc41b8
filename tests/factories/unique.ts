/**
 * Names no other test (and no earlier run on a shared PostgreSQL server) has used: one test's
 * rows are told from another's by them. It imports nothing of the app, so the Playwright specs
 * (tests/e2e) use it too.
 */
import crypto from "node:crypto";

/** `label-1a2b3c4d`, or only the token without a label. */
export const unique = (label = "") => {
  const token = crypto.randomUUID().slice(0, 8);
  return label ? `${label}-${token}` : token;
};

/** A fresh address at example.com (never delivered anywhere): `label-1a2b3c4d@example.com`. */
export const uniqueEmail = (label: string) => `${unique(label)}@example.com`;
