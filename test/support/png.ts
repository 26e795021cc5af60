// The pixels of a PNG as Chromium writes its screenshots (8-bit RGB or RGBA, not interlaced), to
// compare two screenshots pixel for pixel: their bytes differ with the encoder's choices.
import { inflateSync } from 'node:zlib';

export function pngPixels(png: Buffer): { width: number; height: number; data: Buffer } {
  const chunks: Buffer[] = [];
  let width = 0;
  let height = 0;
  let bpp = 4;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 2 && data[9] !== 6)) throw new Error('not an 8-bit RGB(A) PNG');
      bpp = data[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') chunks.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * bpp;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= bpp ? out[y * stride + x - bpp]! : 0;
      const b = y ? out[(y - 1) * stride + x]! : 0;
      const c = x >= bpp && y ? out[(y - 1) * stride + x - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      out[y * stride + x] = (value + [0, a, b, (a + b) >> 1, paeth][filter]!) & 255;
    }
  }
  return { width, height, data: out };
}

/** How many bytes of pixels differ (-1: not the same size). */
export function pixelsDiffer(a: Buffer, b: Buffer): number {
  const pa = pngPixels(a);
  const pb = pngPixels(b);
  if (pa.width !== pb.width || pa.height !== pb.height || pa.data.length !== pb.data.length) return -1;
  let n = 0;
  for (let i = 0; i < pa.data.length; i++) if (pa.data[i] !== pb.data[i]) n++;
  return n;
}
