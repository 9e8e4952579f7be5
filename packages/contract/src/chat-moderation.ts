// Keeping a public chat fit to read (issue 26): reports and the moderators' queue, removing messages,
// mutes, word filters, slow mode and closing a chat, and blocking someone for yourself.
import { z } from 'zod';
import { ChatMessageParams } from './chat';
import { defineEndpoint } from './endpoint';
import { StationIdParams, StationParams } from './stations';
import { PlainText } from './text';

export const CHAT_REPORT_REASONS = ['spam', 'abuse', 'hate', 'sexual', 'other'] as const;
export const ChatReportReason = z.enum(CHAT_REPORT_REASONS);
export type ChatReportReason = z.infer<typeof ChatReportReason>;

/** Names of the station live events this feature publishes beside the chat's own. */
export const CHAT_MODERATION_EVENTS = { settings: 'chat_settings' } as const;

export const CHAT_REPORT_DETAILS_MAX_LENGTH = 500;

export const ChatReportRequest = z.object({
  reason: ChatReportReason,
  details: PlainText({
    max: CHAT_REPORT_DETAILS_MAX_LENGTH,
    blank: 'must not be blank',
    tooLong: `must be at most ${CHAT_REPORT_DETAILS_MAX_LENGTH} characters`,
  }).optional(),
});
export type ChatReportRequest = z.input<typeof ChatReportRequest>;

export const ChatReportReceipt = z.object({
  message_id: z.string(),
  reason: ChatReportReason,
  /** True once enough different people reported it: it is hidden from everyone until a moderator decides. */
  hidden: z.boolean(),
});
export type ChatReportReceipt = z.infer<typeof ChatReportReceipt>;

export const ModerationReportStatus = z.enum(['open', 'resolved']);
export type ModerationReportStatus = z.infer<typeof ModerationReportStatus>;

export const ModerationReportQuery = z.object({ status: ModerationReportStatus.default('open') });
export type ModerationReportQuery = z.input<typeof ModerationReportQuery>;

export const ModerationResolution = z.enum(['removed', 'dismissed']);
export type ModerationResolution = z.infer<typeof ModerationResolution>;

/** A reported message with everything a moderator needs to decide on it. */
export const ModerationReport = z.object({
  message_id: z.string(),
  station_id: z.string(),
  station_name: z.string(),
  message: z.string(),
  message_timestamp: z.string(),
  author: z.object({ id: z.string(), username: z.string() }),
  /** Each reason given, once, in the order first given. */
  reasons: z.array(ChatReportReason),
  /** The reporters' own words, where they gave any. */
  details: z.array(z.string()),
  report_count: z.number().int().positive(),
  first_reported_at: z.string(),
  /** Hidden from everyone by reports, or removed. */
  hidden: z.boolean(),
  status: ModerationReportStatus,
  resolution: ModerationResolution.nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof ModerationReport>;
export const ModerationReportList = z.array(ModerationReport);

export const ModerationReportCount = z.object({ open: z.number().int().nonnegative() });
export type ModerationReportCount = z.infer<typeof ModerationReportCount>;

export const ModerationDecision = z.object({
  action: z.enum(['remove', 'dismiss']),
  reason: PlainText({ max: 500, blank: 'must not be blank', tooLong: 'must be at most 500 characters' }).optional(),
});
export type ModerationDecision = z.input<typeof ModerationDecision>;

/** A week is the longest mute; suspension is for the worst cases. */
export const MUTE_MAX_MINUTES = 7 * 24 * 60;

export const MuteRequest = z.object({
  minutes: z.number().int().min(1).max(MUTE_MAX_MINUTES),
  /** Only this station's chat; every chat when absent. */
  station_id: z.string().min(1).max(200).optional(),
  reason: PlainText({ max: 500, blank: 'must not be blank', tooLong: 'must be at most 500 characters' }).optional(),
});
export type MuteRequest = z.input<typeof MuteRequest>;

export const Mute = z.object({
  user_id: z.string(),
  station_id: z.string().nullable(),
  until: z.string(),
  reason: z.string().nullable(),
});
export type Mute = z.infer<typeof Mute>;

export const ModerationUserParams = z.object({ userId: z.string().min(1).max(100) });

/** An ISO 639-1 code: two lower-case letters. */
export const WordFilterParams = z.object({
  language: z.string().regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code, two lower-case letters'),
});

export const WORD_FILTER_MAX_WORDS = 5000;

export const WordFilterUpdate = z.object({
  words: z
    .array(PlainText({ max: 100, blank: 'must not be blank', tooLong: 'must be at most 100 characters' }))
    .max(WORD_FILTER_MAX_WORDS),
});
export type WordFilterUpdate = z.input<typeof WordFilterUpdate>;

export const WordFilter = z.object({ language: z.string(), words: z.array(z.string()) });
export type WordFilter = z.infer<typeof WordFilter>;

export const SLOW_MODE_MAX_SECONDS = 600;

export const ChatSettingsUpdate = z.object({
  slow_mode_seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS),
  enabled: z.boolean(),
});
export type ChatSettingsUpdate = z.input<typeof ChatSettingsUpdate>;

/** A station's chat settings, also the `chat_settings` live event. */
export const ChatSettings = z.object({
  station_id: z.string(),
  slow_mode_seconds: z.number().int().nonnegative(),
  enabled: z.boolean(),
});
export type ChatSettings = z.infer<typeof ChatSettings>;

/** What the chat box needs before a post: the station's settings, and the caller's mute if any. */
export const ChatStatus = ChatSettings.extend({
  muted_until: z.string().nullable(),
  mute_reason: z.string().nullable(),
});
export type ChatStatus = z.infer<typeof ChatStatus>;

export const BlockRequest = z.object({ user_id: z.string().min(1).max(100) });
export type BlockRequest = z.input<typeof BlockRequest>;

export const BlockedUser = z.object({ user_id: z.string(), username: z.string(), blocked_at: z.string() });
export type BlockedUser = z.infer<typeof BlockedUser>;
export const BlockedUserList = z.array(BlockedUser);

export const chatModerationEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: '/api/chat/messages/:messageId/report',
    params: ChatMessageParams,
    body: ChatReportRequest,
    status: 201,
    response: ChatReportReceipt,
    errors: [400, 401, 404, 409, 429],
  }),
  /** Its author may remove their own message; a moderator or admin any. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat/messages/:messageId',
    params: ChatMessageParams,
    status: 204,
    response: z.null(),
    errors: [401, 403, 404],
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/chat/:stationId/status',
    params: StationParams,
    response: ChatStatus,
    errors: [404],
  }),
  reports: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation/reports',
    query: ModerationReportQuery,
    response: ModerationReportList,
    errors: [400, 401, 403],
  }),
  reportCount: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation/reports/count',
    response: ModerationReportCount,
    errors: [401, 403],
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/reports/:messageId/resolve',
    params: ChatMessageParams,
    body: ModerationDecision,
    response: ModerationReport,
    errors: [400, 401, 403, 404, 409],
  }),
  mute: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/users/:userId/mute',
    params: ModerationUserParams,
    body: MuteRequest,
    status: 201,
    response: Mute,
    errors: [400, 401, 403, 404],
  }),
  unmute: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/moderation/users/:userId/mute',
    params: ModerationUserParams,
    status: 204,
    response: z.null(),
    errors: [401, 403, 404],
  }),
  wordFilter: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation/word-filters/:language',
    params: WordFilterParams,
    response: WordFilter,
    errors: [400, 401, 403],
  }),
  setWordFilter: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/moderation/word-filters/:language',
    params: WordFilterParams,
    body: WordFilterUpdate,
    response: WordFilter,
    errors: [400, 401, 403],
  }),
  chatSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/stations/:id/chat-settings',
    params: StationIdParams,
    body: ChatSettingsUpdate,
    response: ChatSettings,
    errors: [400, 401, 403, 404],
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/api/me/blocks',
    response: BlockedUserList,
    errors: [401],
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/me/blocks',
    body: BlockRequest,
    status: 201,
    response: BlockedUser,
    errors: [400, 401, 404],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/blocks/:userId',
    params: ModerationUserParams,
    status: 204,
    response: z.null(),
    errors: [401],
  }),
};
