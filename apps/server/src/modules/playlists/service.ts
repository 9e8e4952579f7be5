// Playlists: a listener's named lists of stations in the order they choose. The owner reads and
// changes a list; anyone else reads it only while it is public, and meets 404 otherwise, so a private
// list's address says nothing about whether it exists.
import { randomUUID } from 'node:crypto';
import {
  MAX_PLAYLIST_STATIONS,
  MAX_PLAYLISTS,
  type Playlist,
  type PlaylistSummary,
  type StationFileFormat,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import type { CatalogueService } from '../catalogue';
import {
  countUserPlaylists,
  deletePlaylist,
  findPlaylist,
  insertPlaylist,
  type PlaylistRow,
  rewriteOrder,
  stationIdsOf,
  updatePlaylist,
  userPlaylists,
} from './repo';
import { type StationFileDownload, stationFileDownload } from './station-files';

export interface PlaylistInput {
  name: string;
  public?: boolean | undefined;
  station_ids?: string[] | undefined;
}

export interface PlaylistEdit {
  name?: string | undefined;
  public?: boolean | undefined;
}

const notFound = (id: string) => new NotFound(`No playlist '${id}'.`);
const tooLong = () => new Conflict(`A playlist holds at most ${MAX_PLAYLIST_STATIONS} stations.`);

export class PlaylistService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The user's lists, oldest first, each with its stations' ids in order. */
  async list(userId: string): Promise<PlaylistSummary[]> {
    const rows = await userPlaylists(this.db, userId);
    const ids = await stationIdsOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => this.summary(row, ids.get(row.id) ?? []));
  }

  async create(user: AuthenticatedUser, input: PlaylistInput): Promise<Playlist> {
    if ((await countUserPlaylists(this.db, user.id)) >= MAX_PLAYLISTS) {
      throw new Conflict(`You can keep at most ${MAX_PLAYLISTS} playlists.`);
    }
    const stationIds = [...new Set((input.station_ids ?? []).map((ref) => this.catalogue.get(ref).id))];
    const id = randomUUID();
    await insertPlaylist(
      this.db,
      {
        id,
        user_id: user.id,
        name: input.name,
        is_public: input.public ? 1 : 0,
        created_at: new Date().toISOString(),
      },
      stationIds,
    );
    return this.get(id, user);
  }

  /** The list for its owner, or for anyone while it is public. */
  async get(id: string, viewer: AuthenticatedUser | null): Promise<Playlist> {
    const row = await this.readable(id, viewer);
    const stationIds = (await stationIdsOf(this.db, [id])).get(id) ?? [];
    const summary = this.summary(row, stationIds);
    return {
      ...summary,
      owner: { username: row.owner_username },
      is_owner: viewer?.id === row.user_id,
      stations: summary.station_ids.flatMap((stationId) => this.catalogue.find(stationId) ?? []),
    };
  }

  async update(user: AuthenticatedUser, id: string, edit: PlaylistEdit): Promise<Playlist> {
    await this.owned(id, user);
    await updatePlaylist(this.db, id, {
      ...(edit.name !== undefined && { name: edit.name }),
      ...(edit.public !== undefined && { is_public: edit.public ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    });
    return this.get(id, user);
  }

  async remove(user: AuthenticatedUser, id: string): Promise<void> {
    await this.owned(id, user);
    await deletePlaylist(this.db, id);
  }

  /**
   * Adds the station (id or slug) at the end, where one already in the list keeps its place; with a
   * position (0 = first; past the end = last), adds or moves it there.
   */
  async putStation(user: AuthenticatedUser, id: string, stationRef: string, position?: number): Promise<Playlist> {
    await this.owned(id, user);
    const station = this.catalogue.get(stationRef);
    await rewriteOrder(this.db, id, new Date().toISOString(), (current) => {
      const present = current.includes(station.id);
      if (present && position === undefined) return current;
      if (!present && current.length >= MAX_PLAYLIST_STATIONS) throw tooLong();
      const others = current.filter((stationId) => stationId !== station.id);
      const at = Math.min(position ?? others.length, others.length);
      return [...others.slice(0, at), station.id, ...others.slice(at)];
    });
    return this.get(id, user);
  }

  /** Removing a station that is not in the list changes nothing; one the catalogue lost goes by its id. */
  async removeStation(user: AuthenticatedUser, id: string, stationRef: string): Promise<Playlist> {
    await this.owned(id, user);
    const stationId = this.catalogue.find(stationRef)?.id ?? stationRef;
    await rewriteOrder(this.db, id, new Date().toISOString(), (current) =>
      current.filter((kept) => kept !== stationId),
    );
    return this.get(id, user);
  }

  /** The list as a file for other players, for whoever may read it. */
  async exportFile(
    id: string,
    viewer: AuthenticatedUser | null,
    format: StationFileFormat,
  ): Promise<StationFileDownload> {
    const playlist = await this.get(id, viewer);
    return stationFileDownload(format, playlist.name, playlist.stations);
  }

  private summary(row: PlaylistRow, stationIds: string[]): PlaylistSummary {
    return {
      id: row.id,
      name: row.name,
      public: row.is_public === 1,
      station_ids: stationIds.filter((stationId) => this.catalogue.find(stationId)),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private async readable(id: string, viewer: AuthenticatedUser | null): Promise<PlaylistRow> {
    const row = await findPlaylist(this.db, id);
    if (!row || (row.user_id !== viewer?.id && row.is_public !== 1)) throw notFound(id);
    return row;
  }

  /** Someone else's list is 403 while they may read it (public), 404 while they may not. */
  private async owned(id: string, user: AuthenticatedUser): Promise<PlaylistRow> {
    const row = await this.readable(id, user);
    if (row.user_id !== user.id) throw new Forbidden('Only its owner can change this playlist.');
    return row;
  }
}
