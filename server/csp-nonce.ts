import crypto from "node:crypto";

/**
 * This response's CSP nonce, only where a policy asks for one (production). Without the policy
 * (development) a nonce on the server's markup that the browser's render cannot know was a
 * hydration mismatch on every page: React Router's critical-CSS link (issue 31).
 */
export function cspNonceFor(hasPolicy: boolean): string {
  return hasPolicy ? crypto.randomBytes(16).toString("base64") : "";
}
