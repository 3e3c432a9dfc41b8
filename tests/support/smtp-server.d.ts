// Minimal types for the dev dependency `smtp-server` (used only by the integration tests' SMTP sink).
declare module "smtp-server" {
  import type { Server } from "node:net";
  import type { Readable } from "node:stream";

  interface SMTPSession {
    envelope: { mailFrom: { address: string } | false; rcptTo: Array<{ address: string }> };
  }
  interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?: (
      stream: Readable,
      session: SMTPSession,
      callback: (error?: Error | null) => void,
    ) => void;
  }
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
  }
}
