import { z } from "zod";

// Environment is parsed once, at start-up: a bad value stops the process with the variable's name.
const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BASE_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().default("admin@saath.example"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Saath <hello@saath.example>"),
  CONTACT_EMAIL: z.email().default("hello@saath.example"),
  REQUIRE_EMAIL_VERIFICATION: booleanString.optional(),
  SEED_DEMO_DATA: booleanString.optional(),
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.url().default("https://places.googleapis.com"),
  // Uploads go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/uploads.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("eu-west-2"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Anonymous visitors' pages kept in memory (server/page-cache.ts): megabytes (0 turns it off)
  // and the longest a page is kept without an announced change.
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
});

export type Env = z.infer<typeof envSchema> & {
  BASE_URL: string;
  REQUIRE_EMAIL_VERIFICATION: boolean;
  SEED_DEMO_DATA: boolean;
  S3_FORCE_PATH_STYLE: boolean;
  isProduction: boolean;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction && !env.BETTER_AUTH_SECRET) {
    throw new Error(
      "Invalid environment configuration:\n  BETTER_AUTH_SECRET: required in production (32+ characters)",
    );
  }
  const s3Problem = checkS3(env);
  if (s3Problem) throw new Error(`Invalid environment configuration:\n  ${s3Problem}`);
  return {
    ...env,
    // A custom endpoint (MinIO, R2, a local test server) rarely has per-bucket host names.
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    // Links are written as BASE_URL + "/path": "https://saath.example/" would make "//path".
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    REQUIRE_EMAIL_VERIFICATION: env.REQUIRE_EMAIL_VERIFICATION ?? isProduction,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? !isProduction,
    isProduction,
  };
}

/** Half an S3 configuration would quietly put uploads on one instance's disk: refuse it. */
function checkS3(env: z.infer<typeof envSchema>): string | undefined {
  const others = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const set = others.filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET && set.length) return `S3_BUCKET: required when ${set.join(", ")} is set`;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together";
  }
  return undefined;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
