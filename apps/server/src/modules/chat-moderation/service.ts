// The rules of a public chat kept fit to read: anyone signed in may report a message (enough
// different reporters hide it until a moderator decides) and remove their own; moderators work the
// queue, remove any message and mute people; admins keep word lists and set slow mode or close a
// station's chat; everyone may block someone for themselves. It plugs into the chat as its gate
// (checked before every post, and asked whom a viewer does not want to see), and every moderation
// action lands in the admin audit log.

import { randomUUID } from 'node:crypto';
import {
  type BlockedUser,
  CHAT_MODERATION_EVENTS,
  type ChatReportReason,
  type ChatReportReceipt,
  type ChatReportRequest,
  type ChatSettings,
  type ChatSettingsUpdate,
  type ChatStatus,
  type ModerationDecision,
  type ModerationReport,
  type ModerationReportStatus,
  type Mute,
  type MuteRequest,
  type WordFilter as WordFilterView,
} from '@sauti/contract';
import englishWords from 'naughty-words/en.json' with { type: 'json' };
import frenchWords from 'naughty-words/fr.json' with { type: 'json' };
import type { Db } from '../../platform/db';
import { type AuthenticatedUser, isModerator } from '../../platform/http/access';
import { AppError, BadInput, Conflict, Forbidden, NotFound, TooManyRequests } from '../../platform/http/errors';
import type { LiveEvent, StationEvents } from '../../platform/live-events';
import type { PubSub, Unsubscribe } from '../../platform/pubsub';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { recordAdminAction } from '../audit-log';
import type { CatalogueService } from '../catalogue';
import type { ChatGate, ChatService, StoredChatMessage } from '../chat';
import {
  activeMute,
  blockedIds,
  blockedUsers,
  chatSettingsRow,
  deleteBlock,
  endMutes,
  insertBlock,
  insertMute,
  insertReport,
  openReportCount,
  openReportedMessages,
  type QueueRow,
  queueRows,
  resolveReports,
  saveChatSettings,
  saveWordList,
  userById,
  wordLists,
} from './repo';
import { WordFilter } from './word-filter';

export const CHAT_REPORTS_PER_USER: RateRule = { limit: 20, windowMs: 60_000 };

/** The lists each language starts from until an operator saves its own (English and French: LDNOOBW). */
const DEFAULT_WORD_LISTS: Readonly<Record<string, readonly string[]>> = { en: englishWords, fr: frenchWords };

/** Instances tell each other here that a word list changed. */
const WORD_LISTS_CHANNEL = 'chat-word-filters';
/** ...and here that a station's chat settings changed ({ station_id }). */
const SETTINGS_CHANNEL = 'chat-settings';

type SettingsRow = { slow_mode_seconds: number; enabled: number } | undefined;

const DEFAULT_SETTINGS = { slow_mode_seconds: 0, enabled: true };

export interface ChatModerationOptions {
  db: Db;
  chat: ChatService;
  catalogue: CatalogueService;
  stationEvents: StationEvents;
  pubsub: PubSub;
  limiter: RateLimiter;
  /** Different people whose reports hide a message until a moderator decides. */
  reportsToHide: number;
  onPublishError: (error: unknown) => void;
}

export class ChatModeration implements ChatGate {
  private readonly db: Db;
  private filter: Promise<WordFilter> | undefined;
  /**
   * Each station's settings as last read: every post and every new event stream needs them, and they
   * change rarely; a change anywhere clears the station's entry on every instance.
   */
  private readonly settings = new Map<string, Promise<SettingsRow>>();
  private unsubscribe: Promise<Unsubscribe>[] = [];

  constructor(private readonly options: ChatModerationOptions) {
    this.db = options.db;
  }

  /** Listens for word lists changed on other instances. */
  async start(): Promise<void> {
    this.unsubscribe = [
      this.options.pubsub.subscribe(WORD_LISTS_CHANNEL, () => {
        this.filter = undefined;
      }),
      this.options.pubsub.subscribe(SETTINGS_CHANNEL, (message) => {
        this.settings.delete((message as { station_id: string }).station_id);
      }),
    ];
    await Promise.all(this.unsubscribe);
  }

  async close(): Promise<void> {
    for (const unsubscribe of await Promise.all(this.unsubscribe)) unsubscribe();
  }

  // Reports and the queue ---------------------------------------------------------------------

  async report(reporter: AuthenticatedUser, messageId: string, request: ChatReportRequest): Promise<ChatReportReceipt> {
    await enforceRate(
      this.options.limiter,
      `chat:report:${reporter.id}`,
      CHAT_REPORTS_PER_USER,
      'You are reporting too quickly. Please wait a minute.',
    );
    const message = await this.visibleMessage(messageId);
    if (message.user_id === reporter.id) throw new BadInput('You cannot report your own message.', 'own_message');
    const reason = request.reason as ChatReportReason;
    const inserted = await insertReport(this.db, {
      message_id: message.id,
      reporter_id: reporter.id,
      reason,
      details: request.details ?? null,
      created_at: new Date().toISOString(),
    });
    if (!inserted) throw new Conflict('You have already reported this message.');
    const reports = await openReportCount(this.db, message.id);
    const hidden = reports >= this.options.reportsToHide;
    if (hidden && !message.hidden) await this.options.chat.hide(message);
    return { message_id: message.id, reason, hidden };
  }

  async reports(status: ModerationReportStatus): Promise<ModerationReport[]> {
    return this.groupReports(await queueRows(this.db, status));
  }

  async openReportCount(): Promise<number> {
    return openReportedMessages(this.db);
  }

  /** Removes the reported message, or dismisses its reports (a hidden message shows again). */
  async resolve(
    moderator: AuthenticatedUser,
    messageId: string,
    decision: ModerationDecision,
  ): Promise<ModerationReport> {
    const message = await this.options.chat.stored(messageId);
    if (!message) throw new NotFound(`No chat message '${messageId}'.`);
    const resolution = decision.action === 'remove' ? 'removed' : 'dismissed';
    const resolved = await resolveReports(this.db, messageId, resolution, moderator.id, new Date().toISOString());
    if (resolved === 0) throw new Conflict('This message has no open reports.');
    if (resolution === 'removed' && !message.removed) await this.options.chat.remove(message, moderator);
    if (resolution === 'dismissed' && message.hidden) await this.options.chat.unhide(message);
    await recordAdminAction(this.db, moderator, {
      action: resolution === 'removed' ? 'chat_message.remove' : 'chat_report.dismiss',
      target: { kind: 'chat_message', id: message.id, label: `${message.username}: ${message.message}`.slice(0, 200) },
      before: { reports: resolved, hidden: message.hidden },
      after: { resolution, reason: decision.reason ?? null },
    });
    const [report] = this.groupReports(await queueRows(this.db, 'resolved', messageId));
    if (!report) throw new NotFound(`No reports on chat message '${messageId}'.`);
    return report;
  }

  /** Its author may remove their own message; a moderator or admin any. */
  async remove(user: AuthenticatedUser, messageId: string): Promise<void> {
    const message = await this.options.chat.stored(messageId);
    if (!message || message.removed) throw new NotFound(`No chat message '${messageId}'.`);
    const own = message.user_id === user.id;
    if (!own && !isModerator(user)) throw new Forbidden('You can only remove your own messages.');
    await this.options.chat.remove(message, user);
    if (own) return;
    const resolved = await resolveReports(this.db, messageId, 'removed', user.id, new Date().toISOString());
    await recordAdminAction(this.db, user, {
      action: 'chat_message.remove',
      target: { kind: 'chat_message', id: message.id, label: `${message.username}: ${message.message}`.slice(0, 200) },
      before: { reports: resolved, hidden: message.hidden },
      after: { resolution: 'removed', reason: null },
    });
  }

  // Mutes ---------------------------------------------------------------------------------------

  async mute(moderator: AuthenticatedUser, userId: string, request: MuteRequest): Promise<Mute> {
    const user = await userById(this.db, userId);
    if (!user) throw new NotFound(`No user '${userId}'.`);
    const stationId = request.station_id === undefined ? null : this.options.catalogue.get(request.station_id).id;
    const now = Date.now();
    const mute = {
      id: randomUUID(),
      user_id: user.id,
      station_id: stationId,
      until: new Date(now + request.minutes * 60_000).toISOString(),
      reason: request.reason ?? null,
      created_by: moderator.id,
      created_at: new Date(now).toISOString(),
    };
    await insertMute(this.db, mute);
    await recordAdminAction(this.db, moderator, {
      action: 'user.mute',
      target: { kind: 'user', id: user.id, label: user.username },
      after: { minutes: request.minutes, station_id: stationId, until: mute.until, reason: mute.reason },
    });
    return { user_id: user.id, station_id: stationId, until: mute.until, reason: mute.reason };
  }

  async unmute(moderator: AuthenticatedUser, userId: string): Promise<void> {
    const user = await userById(this.db, userId);
    if (!user) throw new NotFound(`No user '${userId}'.`);
    const ended = await endMutes(this.db, user.id, new Date().toISOString());
    if (ended === 0) throw new NotFound(`'${user.username}' is not muted.`);
    await recordAdminAction(this.db, moderator, {
      action: 'user.unmute',
      target: { kind: 'user', id: user.id, label: user.username },
      before: { mutes: ended },
    });
  }

  // Word filters --------------------------------------------------------------------------------

  async wordFilter(language: string): Promise<WordFilterView> {
    const saved = (await wordLists(this.db)).get(language);
    return { language, words: [...(saved ?? DEFAULT_WORD_LISTS[language] ?? [])] };
  }

  async setWordFilter(admin: AuthenticatedUser, language: string, words: readonly string[]): Promise<WordFilterView> {
    const before = await this.wordFilter(language);
    const unique = [...new Set(words)];
    await saveWordList(this.db, language, unique, new Date().toISOString());
    this.filter = undefined;
    await this.options.pubsub.publish(WORD_LISTS_CHANNEL, { language }).catch(this.options.onPublishError);
    const added = unique.filter((word) => !before.words.includes(word));
    const removed = before.words.filter((word) => !unique.includes(word));
    await recordAdminAction(this.db, admin, {
      action: 'word_filter.update',
      target: { kind: 'word_filter', id: language, label: language },
      before: { count: before.words.length, removed },
      after: { count: unique.length, added },
    });
    return { language, words: unique };
  }

  // Chat settings -------------------------------------------------------------------------------

  async chatSettings(stationRef: string): Promise<ChatSettings> {
    const station = this.options.catalogue.get(stationRef);
    const row = await this.settingsRow(station.id);
    return row
      ? { station_id: station.id, slow_mode_seconds: row.slow_mode_seconds, enabled: row.enabled === 1 }
      : { station_id: station.id, ...DEFAULT_SETTINGS };
  }

  async setChatSettings(
    admin: AuthenticatedUser,
    stationRef: string,
    update: ChatSettingsUpdate,
  ): Promise<ChatSettings> {
    const before = await this.chatSettings(stationRef);
    const settings: ChatSettings = { station_id: before.station_id, ...update };
    await saveChatSettings(this.db, {
      station_id: settings.station_id,
      slow_mode_seconds: settings.slow_mode_seconds,
      enabled: settings.enabled ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    this.settings.delete(settings.station_id);
    await this.options.pubsub
      .publish(SETTINGS_CHANNEL, { station_id: settings.station_id })
      .catch(this.options.onPublishError);
    await recordAdminAction(this.db, admin, {
      action: 'station.chat_settings',
      target: {
        kind: 'station',
        id: settings.station_id,
        label: this.options.catalogue.find(settings.station_id)?.name ?? null,
      },
      before: { slow_mode_seconds: before.slow_mode_seconds, enabled: before.enabled },
      after: { slow_mode_seconds: settings.slow_mode_seconds, enabled: settings.enabled },
    });
    await this.options.stationEvents
      .publish(settings.station_id, CHAT_MODERATION_EVENTS.settings, settings)
      .catch(this.options.onPublishError);
    return settings;
  }

  /** The station's settings and the caller's mute: what the chat box shows before a post. */
  async chatStatus(stationRef: string, viewer: AuthenticatedUser | null): Promise<ChatStatus> {
    const settings = await this.chatSettings(stationRef);
    const mute = viewer
      ? await activeMute(this.db, viewer.id, settings.station_id, new Date().toISOString())
      : undefined;
    return { ...settings, muted_until: mute?.until ?? null, mute_reason: mute?.reason ?? null };
  }

  /** The chat_settings event a new event stream starts with, when the station's chat is not plainly open. */
  async snapshot(stationId: string): Promise<LiveEvent[]> {
    const row = await this.settingsRow(stationId);
    if (!row || (row.enabled === 1 && row.slow_mode_seconds === 0)) return [];
    const settings: ChatSettings = {
      station_id: stationId,
      slow_mode_seconds: row.slow_mode_seconds,
      enabled: row.enabled === 1,
    };
    return [{ event: CHAT_MODERATION_EVENTS.settings, data: settings }];
  }

  // Blocks --------------------------------------------------------------------------------------

  blocks(user: AuthenticatedUser): Promise<BlockedUser[]> {
    return blockedUsers(this.db, user.id);
  }

  async block(user: AuthenticatedUser, blockedId: string): Promise<BlockedUser> {
    if (blockedId === user.id) throw new BadInput('You cannot block yourself.', 'own_account');
    const blocked = await userById(this.db, blockedId);
    if (!blocked) throw new NotFound(`No user '${blockedId}'.`);
    await insertBlock(this.db, user.id, blocked.id, new Date().toISOString());
    const found = (await blockedUsers(this.db, user.id)).find((entry) => entry.user_id === blocked.id);
    if (!found) throw new NotFound(`No user '${blockedId}'.`);
    return found;
  }

  async unblock(user: AuthenticatedUser, blockedId: string): Promise<void> {
    await deleteBlock(this.db, user.id, blockedId);
  }

  // The chat's gate -----------------------------------------------------------------------------

  async checkPost(author: AuthenticatedUser, stationId: string, text: string): Promise<void> {
    const now = Date.now();
    const [row, mute] = await Promise.all([
      this.settingsRow(stationId),
      activeMute(this.db, author.id, stationId, new Date(now).toISOString()),
    ]);
    if (mute) {
      const reason = mute.reason ? ` Reason: ${mute.reason}` : '';
      throw new AppError(403, 'muted', `You are muted in this chat until ${mute.until}.${reason}`);
    }
    if (!isModerator(author) && row) {
      if (row.enabled === 0) throw new AppError(403, 'chat_closed', 'This station’s chat is closed.');
      if (row.slow_mode_seconds > 0) await this.enforceSlowMode(author, stationId, row.slow_mode_seconds, now);
    }
    if ((await this.wordFilterNow()).match(text) !== undefined) {
      throw new BadInput('Your message contains a word that is not allowed in this chat.', 'message_blocked');
    }
  }

  private async enforceSlowMode(author: AuthenticatedUser, stationId: string, seconds: number, now: number) {
    const lastPost = await this.options.chat.lastPostAt(author.id, stationId);
    if (lastPost === undefined) return;
    const since = (now - Date.parse(lastPost)) / 1000;
    if (since >= seconds) return;
    const wait = Math.max(1, Math.ceil(seconds - since));
    throw new TooManyRequests(
      `Slow mode is on: you can post once every ${seconds} seconds. Wait ${wait} seconds.`,
      wait,
      'slow_mode',
    );
  }

  hiddenAuthors(viewerId: string): Promise<readonly string[]> {
    return blockedIds(this.db, viewerId);
  }

  // ---------------------------------------------------------------------------------------------

  private settingsRow(stationId: string): Promise<SettingsRow> {
    let row = this.settings.get(stationId);
    if (!row) {
      row = chatSettingsRow(this.db, stationId);
      this.settings.set(stationId, row);
      // A failed read is not kept: the next post reads again.
      row.catch(() => this.settings.delete(stationId));
    }
    return row;
  }

  private wordFilterNow(): Promise<WordFilter> {
    this.filter ??= wordLists(this.db).then((saved) => {
      const languages = new Set([...Object.keys(DEFAULT_WORD_LISTS), ...saved.keys()]);
      return new WordFilter(
        [...languages].map((language) => saved.get(language) ?? DEFAULT_WORD_LISTS[language] ?? []),
      );
    });
    const filter = this.filter;
    // A failed read is not kept: the next post reads again.
    filter.catch(() => {
      if (this.filter === filter) this.filter = undefined;
    });
    return filter;
  }

  private async visibleMessage(messageId: string): Promise<StoredChatMessage> {
    const message = await this.options.chat.stored(messageId);
    if (!message || message.removed || message.hidden) throw new NotFound(`No chat message '${messageId}'.`);
    return message;
  }

  /** Report rows (newest first) as one entry per message. */
  private groupReports(rows: readonly QueueRow[]): ModerationReport[] {
    const byMessage = new Map<string, QueueRow[]>();
    for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
    return [...byMessage.values()].map((reports) => {
      const first = reports[0] as QueueRow;
      const oldestFirst = [...reports].sort((a, b) => a.created_at.localeCompare(b.created_at));
      const resolved = reports.find((report) => report.resolved_at !== null);
      return {
        message_id: first.message_id,
        station_id: first.station_id,
        station_name: this.options.catalogue.find(first.station_id)?.name ?? first.station_id,
        message: first.message,
        message_timestamp: first.message_created_at,
        author: { id: first.author_id, username: first.author_username },
        reasons: [...new Set(oldestFirst.map((report) => report.reason as ChatReportReason))],
        details: oldestFirst.flatMap((report) => (report.details ? [report.details] : [])),
        report_count: reports.length,
        first_reported_at: (oldestFirst[0] as QueueRow).created_at,
        hidden: first.hidden_at !== null || first.removed_at !== null,
        status: resolved ? 'resolved' : 'open',
        resolution: (resolved?.resolution as ModerationReport['resolution']) ?? null,
        resolved_by: resolved?.resolver_username ?? null,
        resolved_at: resolved?.resolved_at ?? null,
      };
    });
  }
}
