// A fetched logo, judged by its bytes (file-type), never by its address or Content-Type, and drawn
// again as square WebP images at each size the app uses (sharp). Anything else is refused: HTML, SVG
// (which may carry script), text, or an image too large to decode safely.
import { LOGO_SIZES, type LogoSize } from '@sauti/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { OutputInfo, Sharp } from 'sharp';

/** Raster formats a station logo comes in that sharp reads (ICO is unpacked first). */
const READABLE = new Set(['png', 'jpg', 'webp', 'gif', 'avif', 'tif', 'ico']);

/** A 4096 x 4096 logo is already absurd; past it, decoding is refused rather than risked. */
const MAX_INPUT_PIXELS = 4096 * 4096;

export type LogoImages = Map<LogoSize, Buffer>;

export class NotAnImage extends Error {}

// Loaded at the first logo rather than at start: libvips is large, and many instances never draw one.
async function importImaging() {
  const [sharp, decodeIco] = await Promise.all([import('sharp'), import('decode-ico')]);
  return { sharp: sharp.default, decodeIco: decodeIco.default };
}
let imaging: ReturnType<typeof importImaging> | undefined;
const loadImaging = () => {
  imaging ??= importImaging();
  return imaging;
};

/** The biggest picture inside an ICO file, as something sharp reads. */
async function largestIcoEntry(bytes: Buffer): Promise<Sharp> {
  const { sharp, decodeIco } = await loadImaging();
  const entries = decodeIco(bytes);
  const largest = entries.reduce<(typeof entries)[number] | undefined>(
    (best, entry) => (!best || entry.width * entry.height > best.width * best.height ? entry : best),
    undefined,
  );
  if (!largest) throw new NotAnImage('the icon file holds no picture');
  if (largest.type === 'png') return sharp(largest.data, { limitInputPixels: MAX_INPUT_PIXELS });
  return sharp(Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), {
    raw: { width: largest.width, height: largest.height, channels: 4 },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
}

async function decoded(bytes: Buffer): Promise<Sharp> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !READABLE.has(type.ext)) throw new NotAnImage(`it is ${type ? type.mime : 'not an image'}`);
  if (type.ext === 'ico') return largestIcoEntry(bytes);
  const { sharp } = await loadImaging();
  // The first frame of an animated logo.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
}

/** The logo at every served size: centred in a transparent square, its proportions kept. */
export async function logoImages(bytes: Buffer): Promise<LogoImages> {
  let flat: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, to raw pixels every size is made from; a broken file fails here.
    flat = await (await decoded(bytes)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof NotAnImage) throw error;
    throw new NotAnImage(`it could not be read as an image (${(error as Error).message})`);
  }
  const { width, height, channels } = flat.info;
  const { sharp } = await loadImaging();
  const images: LogoImages = new Map();
  for (const size of LOGO_SIZES) {
    const webp = await sharp(flat.data, { raw: { width, height, channels } })
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    images.set(size, webp);
  }
  return images;
}
