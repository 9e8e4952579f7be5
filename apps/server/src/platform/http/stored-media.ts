// Serves an upload from the blob store as the type its bytes were sniffed as when stored, never as
// anything else; named by its hash, so cached for good. Ad images and audio, station logos.
import type { FastifyReply } from 'fastify';
import { type BlobStore, storedMediaType } from '../blobs';
import { NotFound } from './errors';

/** `stem` names the download: 'ad' gives ad.png. */
export async function sendStoredMedia(reply: FastifyReply, blobs: BlobStore, file: string, stem: string) {
  const contentType = storedMediaType(file);
  const blob = contentType && (await blobs.open(file));
  if (!contentType || !blob) throw new NotFound('There is no such file.');
  return reply
    .header('content-type', contentType)
    .header('content-length', blob.size)
    .header('content-disposition', `inline; filename="${stem}.${file.split('.')[1]}"`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(blob.stream);
}
