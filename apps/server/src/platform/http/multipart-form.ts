// Reads a form sent as multipart/form-data: its text fields by name, and at most one file per upload
// field, each held to its size limit while it streams in. The route's plugin registers
// @fastify/multipart (with throwFileSizeLimit: false, so an oversized file gets this message).
import type { FastifyRequest } from 'fastify';
import { AppError, BadInput } from './errors';

export interface MultipartRules {
  /** What the form is, for the refusal of another body: 'the advertisement form'. */
  what: string;
  textFields: ReadonlySet<string>;
  /** The upload fields, each with its size limit and how a message names it ('The image'). */
  files: Readonly<Record<string, { maxBytes: number; label: string }>>;
  maxFieldBytes: number;
}

export interface MultipartParts {
  fields: Record<string, string>;
  /** The files sent, by field; an empty file input (no file chosen) is left out. */
  files: Record<string, Buffer>;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export async function readMultipartForm(request: FastifyRequest, rules: MultipartRules): Promise<MultipartParts> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', `Send ${rules.what} as multipart/form-data.`);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const fileCount = Object.keys(rules.files).length;
  const parts = request.parts({
    limits: {
      fileSize: Math.max(...Object.values(rules.files).map((file) => file.maxBytes)),
      files: fileCount,
      fields: rules.textFields.size,
      fieldSize: rules.maxFieldBytes,
      parts: rules.textFields.size + fileCount,
    },
  });
  for await (const part of parts) {
    const name = part.fieldname;
    if (part.type === 'file') {
      const limit = rules.files[name];
      if (!limit) throw new BadInput(`'${name}' is not a file field of this form.`);
      if (name in files) throw new BadInput(`Send one file in '${name}'.`);
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > limit.maxBytes) {
        throw new AppError(413, 'payload_too_large', `${limit.label} must be at most ${megabytes(limit.maxBytes)}.`);
      }
      // An empty file input still sends a part with no bytes: no file was chosen.
      if (bytes.length > 0) files[name] = bytes;
      continue;
    }
    if (!rules.textFields.has(name)) throw new BadInput(`'${name}' is not a field of this form.`);
    if (name in fields) throw new BadInput(`Send '${name}' once.`);
    if (part.valueTruncated) throw new AppError(413, 'payload_too_large', `'${name}' is too long.`);
    fields[name] = String(part.value);
  }
  return { fields, files };
}
