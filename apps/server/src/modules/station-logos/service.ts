// Station logos from our own origin: each logo address is fetched once through safe-fetch, checked
// by its bytes, drawn at every served size as WebP and kept on disk under DATA_DIR/logos, one folder
// per logo address. A logo that cannot be had is remembered for a while too, so a broken host is not
// asked again on every page view; the station's genre icon stands in for it meanwhile.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type GenreId, LOGO_SIZES, type LogoSize, logoVersion, type Station } from '@sauti/contract';
import type { SafeFetch } from '../../platform/safe-fetch';
import { logoImages } from './logo-image';

/** The folder inside DATA_DIR that holds the logos. */
export const LOGOS_FOLDER = 'logos';

/** The most a logo may weigh as fetched; real ones are a few to a few hundred kilobytes. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export interface LogoSettings {
  /** How long a fetched logo is served before its address is fetched again. */
  refreshMs: number;
  /** How long a logo that could not be had stands as the genre icon before it is tried again. */
  retryFailedMs: number;
  /** One fetch of a logo, body included. */
  fetchTimeoutMs: number;
  now: () => number;
}

export const DEFAULT_LOGO_SETTINGS: LogoSettings = {
  refreshMs: 7 * 24 * 3600_000,
  retryFailedMs: 3600_000,
  fetchTimeoutMs: 10_000,
  now: Date.now,
};

export interface LogoDeps {
  /** A station by id or slug (the catalogue's find). */
  findStation: (idOrSlug: string) => Station | undefined;
  safeFetch: SafeFetch;
  dataDir: string;
  settings?: Partial<LogoSettings>;
  log: { warn(message: string): void };
}

/** A logo we hold: a file of ours, with what conditional requests and caches need. */
export interface LogoFile {
  kind: 'logo';
  bytes: Buffer;
  etag: string;
  modified: Date;
  /** The station's current logoVersion: a request naming it may cache the answer for good. */
  version: string;
}

/** No usable logo: the station's genre icon stands in. */
export interface LogoStandIn {
  kind: 'genre';
  genre: GenreId;
}

export type LogoAnswer = LogoFile | LogoStandIn;

const FAILED_MARK = 'failed';
const fileOf = (size: LogoSize) => `${size}.webp`;

export class StationLogos {
  private readonly settings: LogoSettings;
  private readonly folder: string;
  /** Fetches under way, by logo folder: concurrent requests for one logo wait on the same fetch. */
  private readonly fetching = new Map<string, Promise<void>>();

  constructor(private readonly deps: LogoDeps) {
    this.settings = { ...DEFAULT_LOGO_SETTINGS, ...deps.settings };
    this.folder = path.join(deps.dataDir, LOGOS_FOLDER);
  }

  /** The station's logo at a size, or its genre icon; undefined when there is no such station. */
  async logo(stationId: string, size: LogoSize): Promise<LogoAnswer | undefined> {
    const station = this.deps.findStation(stationId);
    if (!station) return undefined;
    const standIn: LogoStandIn = { kind: 'genre', genre: station.genre };
    if (!station.logo) return standIn;
    const folder = this.folderOf(station.logo);
    const file = path.join(folder, fileOf(size));
    let found = await stat(file).catch(() => null);
    if (!found || this.settings.now() - found.mtimeMs >= this.settings.refreshMs) {
      if (!found && (await this.failedRecently(folder))) return standIn;
      await this.fetchOnce(station.logo, folder, Boolean(found));
      found = await stat(file).catch(() => null);
    }
    if (!found) return standIn;
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return standIn;
    const version = logoVersion(station.logo);
    return {
      kind: 'logo',
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
      modified: found.mtime,
      version,
    };
  }

  /**
   * Takes a logo uploaded under our own address (an owner's, from the studio): drawn at every size at
   * once, so it is never fetched. Throws NotAnImage when the bytes are not a readable image.
   */
  async adopt(logoUrl: string, bytes: Buffer): Promise<void> {
    await this.store(this.folderOf(logoUrl), await logoImages(bytes));
  }

  /** Every fetch under way has ended (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.fetching.values());
  }

  private folderOf(logoUrl: string): string {
    return path.join(this.folder, createHash('sha256').update(logoUrl).digest('hex').slice(0, 40));
  }

  private async failedRecently(folder: string): Promise<boolean> {
    const mark = await stat(path.join(folder, FAILED_MARK)).catch(() => null);
    return mark !== null && this.settings.now() - mark.mtimeMs < this.settings.retryFailedMs;
  }

  private fetchOnce(logoUrl: string, folder: string, held: boolean): Promise<void> {
    const running = this.fetching.get(folder);
    if (running) return running;
    const fetching = this.fetchAndStore(logoUrl, folder, held).finally(() => this.fetching.delete(folder));
    this.fetching.set(folder, fetching);
    return fetching;
  }

  /** Never throws: a logo that cannot be had leaves the failure mark, or the copy held before. */
  private async fetchAndStore(logoUrl: string, folder: string, held: boolean): Promise<void> {
    let images: Map<LogoSize, Buffer>;
    try {
      const response = await this.deps.safeFetch.read(logoUrl, {
        maxBytes: MAX_LOGO_BYTES,
        timeoutMs: this.settings.fetchTimeoutMs,
        headers: { accept: 'image/webp,image/png,image/*;q=0.8' },
      });
      if (response.status !== 200) throw new Error(`its host answered ${response.status}`);
      images = await logoImages(response.bytes);
    } catch {
      await this.keepAfterFailure(folder, held);
      return;
    }
    try {
      await this.store(folder, images);
    } catch (error) {
      this.deps.log.warn(`Keeping a station logo on disk failed: ${(error as Error).message}`);
    }
  }

  /** A refresh that failed keeps serving the copy held (for another refresh period); a first one leaves the mark. */
  private async keepAfterFailure(folder: string, held: boolean): Promise<void> {
    try {
      await mkdir(folder, { recursive: true });
      if (held) {
        const now = new Date(this.settings.now());
        await Promise.all(LOGO_SIZES.map((size) => utimes(path.join(folder, fileOf(size)), now, now)));
      } else {
        await writeFile(path.join(folder, FAILED_MARK), '');
        const now = new Date(this.settings.now());
        await utimes(path.join(folder, FAILED_MARK), now, now);
      }
    } catch (error) {
      this.deps.log.warn(`Noting a station logo that failed went wrong: ${(error as Error).message}`);
    }
  }

  private async store(folder: string, images: Map<LogoSize, Buffer>): Promise<void> {
    await mkdir(folder, { recursive: true });
    const now = new Date(this.settings.now());
    for (const [size, bytes] of images) {
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = path.join(folder, `.${randomUUID()}.part`);
      await writeFile(temporary, bytes);
      await utimes(temporary, now, now);
      await rename(temporary, path.join(folder, fileOf(size)));
    }
    await rm(path.join(folder, FAILED_MARK), { force: true });
  }
}
