// The studio over HTTP: a station's owners (and admins) read and change it under /api/studio, invite
// co-owners and have it checked again; admins decide owners' changes from the inbox; anyone reads the
// "Verified by its broadcaster" badge and the owners' social links.
import fastifyMultipart from '@fastify/multipart';
import { STUDIO_LOGO_UPLOAD, stationOwnerEndpoints, studioEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BlobStore } from '../../platform/blobs';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { sendStoredMedia } from '../../platform/http/stored-media';
import type { StudioService } from './service';

const LOGO_FORM = {
  what: 'the logo',
  textFields: new Set<string>(),
  files: { [STUDIO_LOGO_UPLOAD.field]: { maxBytes: STUDIO_LOGO_UPLOAD.maxBytes, label: 'The logo' } },
  maxFieldBytes: 1024,
};

const tags = ['studio'];
const ownerRoute = { access: 'owner' as const };
const adminRoute = { access: 'admin' as const };

export async function studioRoutes(
  app: FastifyInstance,
  { studio, blobs }: { studio: StudioService; blobs: BlobStore },
) {
  // Only the logo upload takes a multipart body; its limits are set per request in readMultipartForm.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(studioEndpoints.get, {
      tags,
      summary: 'A station as its owners see it: its fields, owners, changes waiting for review, and our checks',
    }),
    config: ownerRoute,
    handler: async (request) => studio.view(request.params.id),
  });

  api.route({
    ...endpointRoute(studioEndpoints.update, {
      tags,
      summary: 'Change the station: most fields at once; name, country and stream wait for an admin',
    }),
    config: ownerRoute,
    handler: async (request) => studio.update(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(studioEndpoints.logo, {
      tags,
      summary: 'Upload the station logo (multipart, the image in `logo`: PNG, JPEG, WebP or GIF)',
    }),
    config: ownerRoute,
    handler: async (request) => {
      const { files } = await readMultipartForm(request, LOGO_FORM);
      return studio.uploadLogo(requireUser(request), request.params.id, files[STUDIO_LOGO_UPLOAD.field]);
    },
  });

  api.route({
    ...endpointRoute(studioEndpoints.uploadedLogo, { tags, summary: 'A station logo its owner uploaded' }),
    config: { access: 'public' },
    handler: async (request, reply) => sendStoredMedia(reply, blobs, request.params.file, 'logo'),
  });

  api.route({
    ...endpointRoute(studioEndpoints.check, { tags, summary: "Check the station's stream again, now" }),
    config: ownerRoute,
    handler: async (request) => studio.checkAgain(request.params.id),
  });

  api.route({
    ...endpointRoute(stationOwnerEndpoints.invite, { tags, summary: 'Add a co-owner by username or email address' }),
    config: ownerRoute,
    handler: async (request, reply) =>
      reply.status(201).send(await studio.invite(requireUser(request), request.params.id, request.body.user)),
  });

  api.route({
    ...endpointRoute(stationOwnerEndpoints.removeOwner, { tags, summary: 'Remove an owner (the last one stays)' }),
    config: ownerRoute,
    handler: async (request) => studio.removeOwner(requireUser(request), request.params.id, request.params.userId),
  });

  api.route({
    ...endpointRoute(stationOwnerEndpoints.broadcaster, {
      tags,
      summary: 'Whether a verified broadcaster owns the station, and the social links its owners gave',
    }),
    config: { access: 'public' },
    handler: async (request) => studio.broadcaster(request.params.id),
  });

  api.route({
    ...endpointRoute(studioEndpoints.approveEdit, {
      tags: ['admin'],
      summary: "Apply an owner's change of name, country or stream",
    }),
    config: adminRoute,
    handler: async (request) => studio.approveEdit(requireUser(request), request.params.editId),
  });

  api.route({
    ...endpointRoute(studioEndpoints.rejectEdit, {
      tags: ['admin'],
      summary: "Reject an owner's change, with the reason",
    }),
    config: adminRoute,
    handler: async (request) => studio.rejectEdit(requireUser(request), request.params.editId, request.body.reason),
  });
}
