import { type DbHandle, getDbHandle } from "~/db/client.server";
import {
  forgetDirectoryCache,
  setDirectoryCacheListening,
} from "~/features/vendors/directory-cache.server";
import { logger } from "~/lib/logger.server";

/**
 * The channel on which the database announces a change to what public pages show: triggers on
 * vendor, vendor_photo, category, review and the names in user (migration 0011) notify it on
 * commit, whichever instance, writer or session made the change. Decision record 025.
 */
export const CONTENT_CHANNEL = "saath_content";

export interface ContentWatcher {
  /** Something public pages show changed: forget every copy made before now. */
  onChange: () => void;
  /** While false, changes could be missed: serve nothing kept. */
  onListening: (listening: boolean) => void;
}

/** Subscribes this process to content changes; resolves to a function that stops it. */
export async function watchContentChanges(
  watcher: ContentWatcher,
  handle: DbHandle = getDbHandle(),
) {
  const stop = await handle.listen(CONTENT_CHANNEL, {
    onMessage: () => {
      forgetDirectoryCache();
      watcher.onChange();
    },
    onListening: (listening) => {
      if (!listening) logger.warn("Lost the database's change notifications; reconnecting");
      // Whatever changed while nobody listened is unknown: start again from nothing.
      setDirectoryCacheListening(listening);
      watcher.onChange();
      watcher.onListening(listening);
    },
  });
  return async () => {
    setDirectoryCacheListening(false);
    watcher.onListening(false);
    await stop();
  };
}
