// Which uploads we accept, judged by their bytes with file-type: raster images and common audio only.
// SVG and HTML are never accepted, since either can carry script that would run on our origin.
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';

export type MediaKind = 'image' | 'audio';

export interface SniffedMedia {
  /** The extension we store it under. */
  extension: string;
  /** The Content-Type we serve it with. */
  contentType: string;
}

// file-type's extension → how we store and serve it.
const ACCEPTED: Record<MediaKind, Record<string, SniffedMedia>> = {
  image: {
    png: { extension: 'png', contentType: 'image/png' },
    jpg: { extension: 'jpg', contentType: 'image/jpeg' },
    webp: { extension: 'webp', contentType: 'image/webp' },
    gif: { extension: 'gif', contentType: 'image/gif' },
  },
  audio: {
    mp3: { extension: 'mp3', contentType: 'audio/mpeg' },
    aac: { extension: 'aac', contentType: 'audio/aac' },
    m4a: { extension: 'm4a', contentType: 'audio/mp4' },
    ogg: { extension: 'ogg', contentType: 'audio/ogg' },
    opus: { extension: 'opus', contentType: 'audio/ogg' },
  },
};

const BY_EXTENSION = new Map(
  Object.values(ACCEPTED).flatMap((kinds) => Object.values(kinds).map((media) => [media.extension, media] as const)),
);

/** What the bytes are, when they are an accepted file of the kind; null otherwise. */
export async function sniffMedia(bytes: Uint8Array, kind: MediaKind): Promise<SniffedMedia | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && ACCEPTED[kind][found.ext]) ?? null;
}

/** The Content-Type of a stored file, from the extension we gave it; null for anything else. */
export function storedMediaType(name: string): string | null {
  return BY_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1))?.contentType ?? null;
}

/** How long an accepted audio file plays, in seconds (counting its frames when no header says); null when unknown. */
export async function audioSeconds(bytes: Uint8Array, media: SniffedMedia): Promise<number | null> {
  try {
    const { format } = await parseBuffer(
      bytes,
      { mimeType: media.contentType, size: bytes.length },
      { duration: true },
    );
    return format.duration ?? null;
  } catch {
    return null;
  }
}
