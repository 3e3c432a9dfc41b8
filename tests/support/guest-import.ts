/** Shared steps of the guest import's integration tests: the sample CSV, each step's post, a zip. */
import zlib from "node:zlib";
import { expect } from "vitest";
import type { MapStep, PreviewStep } from "~/features/guests/guest-import-actions.server";
import { postImport } from "./guest-pages";

export const CSV = [
  "Household,Name,Side,Group,Email,Phone,Child,Dietary,Notes",
  "The Patel family,Anil Patel,Groom,Family,anil@example.com,07700 900123,,Jain,",
  "The Patel family,Riya Patel,Groom,Family,,,yes,veg,",
  "The Patel family,anil patel,Groom,Family,,,,nut allergy,Table near the door",
  "Shah household,Priya Shah,Bride,Friends,priya@,,,vegan,Wheelchair user",
  ",,,,,,,,",
  "Shah household,Dev Shah,Bride,Friends,,not a phone,,,",
  ",No Household Person,Both,Work,,,,,",
  "The Joshis,,Both,,,,,,",
].join("\r\n");

export function upload(name: string, body: BlobPart) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([body], name));
  return postImport(form);
}

export async function toMap(name: string, body: BlobPart) {
  const answer = await upload(name, body);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as unknown as MapStep;
}

export async function toPreview(map: MapStep, extra: Record<string, string> = {}) {
  const answer = await postImport({
    ...map.values,
    draft: map.draft,
    intent: "preview",
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return answer.data as unknown as PreviewStep;
}

export function save(preview: PreviewStep, extra: Record<string, string> = {}) {
  const sides = Object.fromEntries(preview.sides.map((side) => [side.name, side.side]));
  return postImport({
    ...preview.values,
    ...sides,
    draft: preview.draft,
    intent: "save",
    ...extra,
  });
}

/** A one-entry zip (deflated) holding `content` under `name`. */
export function zipOf(name: string, content: Buffer) {
  const data = zlib.deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralStart = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, data, central, nameBytes, end]));
}
