import { requireAdmin } from "~/features/accounts/guards.server";
import { logger } from "~/lib/logger.server";
import { csvImportToast, importVendorsCsv, readCsvFile } from "./csv-import.server";
import type { CsvImportEvent } from "./csv-import-form";

const HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // Each line must reach the browser as it is written: no caching, no compression buffering.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

const line = (event: CsvImportEvent) => new TextEncoder().encode(`${JSON.stringify(event)}\n`);

/**
 * POST /admin/import (the CSV form with JavaScript): the import runs inside this request, as it
 * does without JavaScript, and the answer streams one JSON line per chunk written
 * (`{"type":"progress","done":500,"total":10000}`) and a last one with the toast and the report.
 * Nothing is kept between requests, so any instance can serve it. If the browser goes away the
 * import still finishes (every chunk is its own transaction either way).
 */
export async function streamCsvImport(request: Request): Promise<Response> {
  const actor = await requireAdmin(request);
  const form = await request.formData();
  const file = await readCsvFile(form.get("file"));
  if (!file.ok) {
    const toast = { title: file.title, description: file.description, variant: "destructive" };
    return new Response(line({ type: "done", toast } as CsvImportEvent), {
      status: 400,
      headers: HEADERS,
    });
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (event: CsvImportEvent) => {
        if (!open) return;
        try {
          controller.enqueue(line(event));
        } catch {
          open = false; // the browser went away; the import carries on
        }
      };
      void importVendorsCsv(actor, file.text, (done, total) =>
        send({ type: "progress", done, total }),
      )
        .then((answer) => {
          const { toast } = csvImportToast(answer);
          send({ type: "done", toast, result: answer.ok ? answer.result : undefined });
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "CSV upload failed");
          const description = "The file could not be imported. Please try again.";
          send({
            type: "done",
            toast: { title: "Upload Failed", description, variant: "destructive" },
          });
        })
        .finally(() => {
          if (open) controller.close();
        });
    },
    cancel() {
      // Nothing to stop: the rows already sent to the database finish on their own.
    },
  });
  return new Response(body, { headers: HEADERS });
}
