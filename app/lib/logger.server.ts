import pino from "pino";

/** The app's server-side log (JSON lines, like the Express request log). */
export const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });
