import { WifiOff } from "./icons";

/** Shown when a page is served from the server's last good copy (decisions.md). */
export function ConnectionNotice() {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <WifiOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong>Connection Issue:</strong> Unable to connect to the database. Using locally stored
        data instead.
      </p>
    </div>
  );
}
