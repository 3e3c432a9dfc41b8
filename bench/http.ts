/** HTTP as the benchmark needs it: the bytes on the wire, and a page's form as a browser posts it. */
import http from "node:http";

/** One GET as sent, without fetch's own Accept-Encoding or decoding: the bytes on the wire. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    encoding: string;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/**
 * A form's fields as a browser would post them: inputs (ticked boxes only), selects (the chosen
 * option) and text areas.
 */
export function formFields(html: string, action: string) {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) return null;
  const form = html.slice(start, html.indexOf("</form>", start));
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`)
      .exec(tag)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const fields = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || type === "submit" || type === "button" || type === "file") continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked(=""|\s|>|\/)/.test(tag)) continue;
    fields.append(name, attribute(tag, "value") ?? (type === "checkbox" ? "on" : ""));
  }
  for (const [, tag = "", options = ""] of form.matchAll(
    /<select\b([^>]*)>([\s\S]*?)<\/select>/g,
  )) {
    const name = attribute(tag, "name");
    const chosen =
      /<option\b[^>]*\sselected[^>]*>/.exec(options)?.[0] ?? /<option\b[^>]*>/.exec(options)?.[0];
    if (name && chosen) fields.append(name, attribute(chosen, "value") ?? "");
  }
  for (const [, tag = "", text = ""] of form.matchAll(
    /<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g,
  )) {
    const name = attribute(tag, "name");
    if (name) fields.append(name, text);
  }
  return fields;
}
