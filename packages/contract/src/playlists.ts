// Playlists: a listener's own named lists of stations, in an order they choose, played one after the
// other; shared read-only by link when made public. And the files lists travel in between players:
// M3U, PLS and Sauti's JSON, for playlists and favourites alike.
//
// Order: a station goes where PUT /api/playlists/:id/stations/:stationId puts it. Without a body (or
// without `position`) it is added at the end, and one already in the list keeps its place; with
// `position` (0 = first) it is added or moved there, the others shifting to make room. That one call
// adds, moves and reorders; there is no second way to write the order.
//
// Sharing: `public: true` lets anyone with the link read the list and its file (read-only: changes
// by others answer 403). While private, the list answers 404 to everyone but its owner.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationList, StationParams } from './stations';
import { PlainText } from './text';

export const PLAYLIST_NAME_MAX = 80;
/** How many lists one listener may keep, and stations one list may hold. */
export const MAX_PLAYLISTS = 100;
export const MAX_PLAYLIST_STATIONS = 200;

export const PlaylistName = PlainText({
  max: PLAYLIST_NAME_MAX,
  blank: 'Please give the playlist a name.',
  tooLong: `Please keep the playlist's name under ${PLAYLIST_NAME_MAX} characters.`,
});

/** A list as its owner's overview shows it: no stations, only their ids in order. */
export const PlaylistSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** Readable by anyone with the link (read-only); private lists answer 404 to everyone but the owner. */
  public: z.boolean(),
  station_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummary>;

/** One list with its stations in order; stations no longer in the catalogue are left out. */
export const Playlist = PlaylistSummary.extend({
  owner: z.object({ username: z.string() }),
  /** True when the caller owns the list and may change it. */
  is_owner: z.boolean(),
  stations: StationList,
});
export type Playlist = z.infer<typeof Playlist>;

export const PlaylistList = z.array(PlaylistSummary);

export const NewPlaylist = z.strictObject({
  name: PlaylistName,
  public: z.boolean().optional(),
  /** Stations (ids or slugs) to start the list with, in order. */
  station_ids: z.array(z.string().min(1).max(200)).max(MAX_PLAYLIST_STATIONS).optional(),
});
export type NewPlaylist = z.input<typeof NewPlaylist>;

export const PlaylistChanges = z
  .strictObject({ name: PlaylistName.optional(), public: z.boolean().optional() })
  .refine((changes) => changes.name !== undefined || changes.public !== undefined, 'Send a name or public.');
export type PlaylistChanges = z.input<typeof PlaylistChanges>;

export const PlaylistParams = z.object({ id: z.string().min(1).max(200) });
export const PlaylistStationParams = PlaylistParams.merge(StationParams);

export const PlaylistPlacement = z
  .strictObject({
    /** Where the station goes, 0 for first; past the end means last. */
    position: z.number().int().min(0).max(MAX_PLAYLIST_STATIONS).optional(),
  })
  .nullish();
export type PlaylistPlacement = z.input<typeof PlaylistPlacement>;

export const STATION_FILE_FORMATS = ['m3u', 'pls', 'json'] as const;
export const StationFileFormat = z.enum(STATION_FILE_FORMATS);
export type StationFileFormat = z.infer<typeof StationFileFormat>;
export const ExportQuery = z.object({ format: StationFileFormat.default('m3u') });

/** Sauti's JSON list file: what export writes, and one of the shapes import reads. */
export const StationFileEntry = z.object({
  name: z.string(),
  url: z.string(),
  id: z.string().optional(),
  homepage: z.string().nullable().optional(),
  country: z.string().optional(),
});
export type StationFileEntry = z.infer<typeof StationFileEntry>;
export const StationFile = z.object({ name: z.string(), stations: z.array(StationFileEntry) });
export type StationFile = z.infer<typeof StationFile>;

/** The most an import file may weigh, and the most entries it may list. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ENTRIES = 2000;

/** One entry of an imported file as it was read: a name, a stream address, or both. */
export const ImportedEntry = z.object({ name: z.string().nullable(), url: z.string().nullable() });
export type ImportedEntry = z.infer<typeof ImportedEntry>;

export const ImportResult = z.object({
  /** Entries found in the catalogue, each with its station; now in the listener's favourites. */
  matched: z.array(z.object({ entry: ImportedEntry, station_id: z.string(), station_name: z.string() })),
  /**
   * Entries not in the catalogue. Those with a web stream address come with a station submission
   * to offer (the public submission form's fields, filled in), for the listener to complete and send.
   */
  unmatched: z.array(
    z.object({
      entry: ImportedEntry,
      submission: z.object({ stationName: z.string(), streamUrl: z.string() }).nullable(),
    }),
  ),
  /** How many matched stations were not favourites before. */
  added: z.number().int().nonnegative(),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const playlistEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/playlists', response: PlaylistList, errors: [401] }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/playlists',
    body: NewPlaylist,
    status: 201,
    response: Playlist,
    errors: [400, 401, 404, 409],
  }),
  /** The owner, or anyone while the list is public; 404 otherwise. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/playlists/:id',
    params: PlaylistParams,
    response: Playlist,
    errors: [400, 404],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/playlists/:id',
    params: PlaylistParams,
    body: PlaylistChanges,
    response: Playlist,
    errors: [400, 401, 403, 404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/playlists/:id',
    params: PlaylistParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
  }),
  /** Adds the station, or moves it to `position` (see the top of this file). */
  putStation: defineEndpoint({
    method: 'PUT',
    path: '/api/playlists/:id/stations/:stationId',
    params: PlaylistStationParams,
    body: PlaylistPlacement,
    response: Playlist,
    errors: [400, 401, 403, 404, 409],
  }),
  removeStation: defineEndpoint({
    method: 'DELETE',
    path: '/api/playlists/:id/stations/:stationId',
    params: PlaylistStationParams,
    response: Playlist,
    errors: [400, 401, 403, 404],
  }),
  /** A file download (M3U, PLS or JSON), for the owner or anyone while the list is public. */
  export: defineEndpoint({
    method: 'GET',
    path: '/api/playlists/:id/export',
    params: PlaylistParams,
    query: ExportQuery,
    errors: [400, 404],
  }),
};

export const favoriteFileEndpoints = {
  export: defineEndpoint({
    method: 'GET',
    path: '/api/favorites/export',
    query: ExportQuery,
    errors: [400, 401],
  }),
  /** multipart/form-data with one `file`: an M3U, PLS or JSON list another player wrote. */
  import: defineEndpoint({
    method: 'POST',
    path: '/api/favorites/import',
    response: ImportResult,
    errors: [400, 401, 413, 415],
  }),
};
