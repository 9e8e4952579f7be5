// Reads the create-ad and edit-ad form from multipart/form-data: its text fields by name, and at most
// one file per upload field, each held to its size limit while it streams in.
import { AD_FORM_FIELDS, AD_UPLOADS } from '@sauti/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, BadInput } from '../../platform/http/errors';
import type { AdUploads } from './ad-admin';

const FILE_LIMITS: Record<string, { maxBytes: number; label: string }> = {
  [AD_UPLOADS.image.field]: { maxBytes: AD_UPLOADS.image.maxBytes, label: 'The image' },
  [AD_UPLOADS.audio.field]: { maxBytes: AD_UPLOADS.audio.maxBytes, label: 'The audio file' },
};
const TEXT_FIELDS = new Set<string>(AD_FORM_FIELDS);
// content_html's 20,000 characters can take up to 80 kB in UTF-8.
const MAX_FIELD_BYTES = 100_000;

export interface AdFormParts {
  fields: Record<string, string>;
  uploads: AdUploads;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export async function readAdForm(request: FastifyRequest): Promise<AdFormParts> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the advertisement form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const uploads: AdUploads = {};
  const parts = request.parts({
    limits: {
      fileSize: Math.max(AD_UPLOADS.image.maxBytes, AD_UPLOADS.audio.maxBytes),
      files: Object.keys(FILE_LIMITS).length,
      fields: TEXT_FIELDS.size,
      fieldSize: MAX_FIELD_BYTES,
      parts: TEXT_FIELDS.size + Object.keys(FILE_LIMITS).length,
    },
  });
  for await (const part of parts) {
    const name = part.fieldname;
    if (part.type === 'file') {
      const limit = FILE_LIMITS[name];
      if (!limit) throw new BadInput(`'${name}' is not a file field of this form.`);
      if (name in uploads) throw new BadInput(`Send one file in '${name}'.`);
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > limit.maxBytes) {
        throw new AppError(413, 'payload_too_large', `${limit.label} must be at most ${megabytes(limit.maxBytes)}.`);
      }
      // An empty file input still sends a part with no bytes: no file was chosen.
      if (bytes.length > 0) uploads[name as keyof AdUploads] = bytes;
      continue;
    }
    if (!TEXT_FIELDS.has(name)) throw new BadInput(`'${name}' is not a field of this form.`);
    if (name in fields) throw new BadInput(`Send '${name}' once.`);
    if (part.valueTruncated) throw new AppError(413, 'payload_too_large', `'${name}' is too long.`);
    fields[name] = String(part.value);
  }
  return { fields, uploads };
}
