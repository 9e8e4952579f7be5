// Favourites as files: export as M3U, PLS or JSON, and import another player's file (multipart
// `file`), answering what matched and what did not.
import fastifyMultipart from '@fastify/multipart';
import { favoriteFileEndpoints, IMPORT_MAX_BYTES } from '@sauti/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { AppError, BadInput } from '../../platform/http/errors';
import { sendStationFile } from '../playlists';
import type { FavoriteFiles } from './favorite-files';

const tags = ['favorites'];
const userRoute = { access: 'user' as const };

/** The bytes of the one `file` part; other parts are refused. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', "Send the file as multipart/form-data, in a part named 'file'.");
  }
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 1, parts: 2 } })) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      throw new BadInput(`Send only the file, in a part named 'file' ('${part.fieldname}' is not one).`);
    }
    bytes = await part.toBuffer();
    if (part.file.truncated) {
      throw new AppError(413, 'payload_too_large', `The file must be at most ${IMPORT_MAX_BYTES / 1024} kB.`);
    }
  }
  if (!bytes) throw new BadInput("Send the file in a part named 'file'.");
  return bytes;
}

export async function favoriteFileRoutes(app: FastifyInstance, { files }: { files: FavoriteFiles }) {
  // Only this plugin's routes take multipart bodies; readUpload sets the limits and its own messages.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(favoriteFileEndpoints.export, {
      tags,
      summary: "The logged-in user's favourites as an M3U, PLS or JSON file",
    }),
    config: userRoute,
    handler: async (request, reply) => {
      const file = await files.exportFile(requireUser(request).id, request.query.format);
      return sendStationFile(reply, file);
    },
  });

  api.route({
    ...endpointRoute(favoriteFileEndpoints.import, {
      tags,
      summary:
        'Import an M3U, PLS or JSON file (multipart file): known stations join the favourites; the rest come back as submissions to offer',
    }),
    config: userRoute,
    handler: async (request) => files.importFile(requireUser(request).id, await readUpload(request)),
  });
}
