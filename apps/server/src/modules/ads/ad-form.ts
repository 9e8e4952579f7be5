// The create-ad and edit-ad form: its text fields, the image and the audio file, each to its limit.
import { AD_FORM_FIELDS, AD_UPLOADS } from '@sauti/contract';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../../platform/http/multipart-form';
import type { AdUploads } from './ad-admin';

const RULES = {
  what: 'the advertisement form',
  textFields: new Set<string>(AD_FORM_FIELDS),
  files: {
    [AD_UPLOADS.image.field]: { maxBytes: AD_UPLOADS.image.maxBytes, label: 'The image' },
    [AD_UPLOADS.audio.field]: { maxBytes: AD_UPLOADS.audio.maxBytes, label: 'The audio file' },
  },
  // content_html's 20,000 characters can take up to 80 kB in UTF-8.
  maxFieldBytes: 100_000,
};

export interface AdFormParts {
  fields: Record<string, string>;
  uploads: AdUploads;
}

export async function readAdForm(request: FastifyRequest): Promise<AdFormParts> {
  const { fields, files } = await readMultipartForm(request, RULES);
  return { fields, uploads: files as AdUploads };
}
