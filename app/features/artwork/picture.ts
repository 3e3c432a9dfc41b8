/**
 * What the browser needs of a picture: its address, its `srcset` and its alt text. Which
 * picture a vendor gets is decided on the server (`scene.server.ts`) and sent with the page's
 * data, so the rules and the words behind them stay off the page's script (decision 030).
 */
export interface Picture {
  src: string;
  srcSet?: string;
  alt: string;
}

/** Part of every drawn picture's address: a new version is a new address (decision 018). */
export const ART_VERSION = "v2";
