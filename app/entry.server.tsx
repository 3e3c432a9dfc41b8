import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { watchSessionChanges } from "~/features/accounts/session-cache.server";
import { watchContentChanges } from "~/features/page-cache/content-changes.server";
import { pageCacheSettings } from "~/features/page-cache/settings.server";
import { coalescingStream } from "~/lib/coalesce-stream.server";
import { logger } from "~/lib/logger.server";
import { startBackgroundWork } from "~/startup/background.server";
import { closeDatabase, readinessAndQueue } from "~/startup/health.server";
import { prepareDatabase as startup } from "~/startup/prepare.server";
import { printStartupInfo } from "~/startup/startup-info.server";
import { NonceProvider } from "~/ui/nonce";
import { requestInfoContext } from "./context";
import type { AppServerContract } from "./server-contract";

/** What server/index.ts reads from this bundle (app/server-contract.ts), held to its interface. */
export const serverContract: AppServerContract = {
  closeDatabase,
  pageCacheSettings,
  printStartupInfo,
  readiness: readinessAndQueue,
  requestInfoContext,
  startBackgroundWork: () => startBackgroundWork().stop,
  startup,
  watchContentChanges,
  watchSessionChanges,
};

/** React Router's hook for every error a loader, an action or a render throws. */
export { handleError } from "~/startup/server-errors.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).cspNonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React 19.2 outlines a finished Suspense boundary of over 500 bytes once the page has
        // sent 12.8 KB, and reveals it by script up to 300 ms later: the confirm-email banner at
        // the top of <main> arrived after the page below it and pushed it down. Every part that
        // is ready goes out in place; a boundary still waiting for data still streams.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React writes a page in pieces of a few kilobytes; they leave joined, once per tick.
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "Rendering failed");
        },
      },
    );
  });
}
