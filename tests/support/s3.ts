import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { resetEnvForTests } from "~/config.server";

/** s3rver's fixed test keys: it checks every request's signature against them. */
const KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * A local S3-compatible server on a free port with its own temporary folder and one bucket,
 * and the app's environment pointed at it. `stop()` restores the environment and removes both.
 */
export async function startLocalS3(bucket = "saath-test-uploads") {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "saath-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: Record<string, string> = { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...KEYS };
  const previous = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
  Object.assign(process.env, settings);
  resetEnvForTests();
  return {
    bucket,
    endpoint,
    directory,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
    async stop() {
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetEnvForTests();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
