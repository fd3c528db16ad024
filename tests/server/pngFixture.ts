import { crc32, deflateSync } from "node:zlib";

/** A valid 1×1 PNG, built chunk by chunk so its CRCs and zlib stream are real; padded with zeros to `size` bytes when asked (still sniffed as PNG). */
export function png(size = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])), // 1×1, 8-bit RGBA
    chunk("IDAT", deflateSync(Buffer.from([0, 200, 30, 30, 255]))), // filter byte + one red pixel
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return size > bytes.length ? Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]) : bytes;
}
