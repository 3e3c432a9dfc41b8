/**
 * A minimal iPhone-style HEIC file (a HEIF box holding one HEVC image, 'hvc1'): enough for the
 * image library to read its kind and size, which is all a refusal needs. No HEVC encoder exists
 * here, so it is built box by box (ISO/IEC 23008-12); its picture data is zeros.
 */
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};
const text = (value: string) => Buffer.from(value, "latin1");

export function heicFile(width = 64, height = 48): Buffer {
  const ftyp = box("ftyp", text("heic"), u32(0), text("mif1"), text("heic"));
  const hdlr = fullBox("hdlr", 0, u32(0), text("pict"), u32(0), u32(0), u32(0), Buffer.from([0]));
  const pitm = fullBox("pitm", 0, u16(1));
  const iinf = fullBox(
    "iinf",
    0,
    u16(1),
    fullBox("infe", 2, u16(1), u16(0), text("hvc1"), Buffer.from([0])),
  );
  // An HEVC decoder configuration with no parameter sets: the container says "hevc".
  const hvcC = box(
    "hvcC",
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f,
      0,
    ]),
  );
  const ispe = fullBox("ispe", 0, u32(width), u32(height));
  const iprp = box(
    "iprp",
    box("ipco", hvcC, ispe),
    fullBox("ipma", 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
  );
  const picture = Buffer.alloc(16);
  const iloc = (offset: number) =>
    fullBox(
      "iloc",
      0,
      Buffer.from([0x44, 0x00]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(picture.length),
    );
  const meta = (offset: number) => fullBox("meta", 0, hdlr, pitm, iloc(offset), iinf, iprp);
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box("mdat", picture)]);
}
