// The listener's own account, as the account page shows it: their details, password and devices
// (kept by the accounts module), a copy of everything they gave us, and deleting it all.
//
// Deleting an account removes its chat messages rather than keeping them under "deleted user": what
// someone wrote is their personal data whatever name is shown beside it (a message often says who
// wrote it), the privacy policy promises the account's data goes, and an admin's deletion already
// works this way. Anonymous listening totals stay.
import type { AccountExport, ExportedStation, Station, User } from '@sauti/contract';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { forgetDeletedAccount } from '../admin';
import type { AccountService } from '../auth';
import type { CatalogueService } from '../catalogue';
import type { ChatService } from '../chat';
import type { FavoriteService } from '../favorites';
import type { ListeningService } from '../listening-sessions';
import type { PlaylistService } from '../playlists';

export interface OwnAccountDependencies {
  db: Db;
  accounts: AccountService;
  catalogue: CatalogueService;
  favorites: FavoriteService;
  playlists: PlaylistService;
  listening: ListeningService;
  chat: ChatService;
}

const exportedStation = (station: Station): ExportedStation => ({
  id: station.id,
  name: station.name,
  url: station.url,
  country: station.country,
});

export class OwnAccountService {
  constructor(private readonly deps: OwnAccountDependencies) {}

  /** A copy of the user's data: profile, favourites, playlists, listening history and chat messages. */
  async export(user: AuthenticatedUser): Promise<AccountExport> {
    const { accounts, favorites, playlists, listening, chat, catalogue } = this.deps;
    const [profile, favourites, lists, history, messages] = await Promise.all([
      accounts.me(user.id),
      favorites.list(user.id),
      playlists.list(user.id),
      listening.historyOf(user.id),
      chat.messagesBy(user.id),
    ]);
    return {
      exported_at: new Date().toISOString(),
      profile,
      favorites: favourites.map(exportedStation),
      playlists: lists.map((list) => ({
        id: list.id,
        name: list.name,
        public: list.public,
        created_at: list.created_at,
        updated_at: list.updated_at,
        stations: list.station_ids.flatMap((id) => {
          const station = catalogue.find(id);
          return station ? [exportedStation(station)] : [];
        }),
      })),
      listening_history: history,
      chat_messages: messages,
    };
  }

  /** After the password: every device logged out, the account and what it owns deleted (see above). */
  async remove(user: AuthenticatedUser, password: string): Promise<User> {
    const deleted = await this.deps.accounts.deleteOwnAccount(user.id, password);
    await forgetDeletedAccount(this.deps.db, deleted);
    return deleted;
  }
}
