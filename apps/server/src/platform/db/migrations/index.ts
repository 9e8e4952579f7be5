// The ordered migration list; the same list runs on SQLite and PostgreSQL.
import type { Migration } from 'kysely';
import * as catalogue from './0001_catalogue';
import * as accounts from './0002_accounts';
import * as inbox from './0003_inbox';
import * as usernameSkeleton from './0004_username_skeleton';
import * as stationAlternates from './0005_station_alternates';
import * as stationPlays from './0006_station_plays';
import * as ads from './0007_ads';
import * as streamHealth from './0008_stream_health';
import * as catalogueChanges from './0009_catalogue_changes';
import * as admin from './0010_admin';
import * as stationReportReview from './0011_station_report_review';
import * as chatModeration from './0012_chat_moderation';
import * as adIntegrity from './0013_ad_integrity';
import * as playlists from './0014_playlists';
import * as songHistory from './0015_song_history';
import * as accountEmail from './0016_account_email';
import * as stationOwners from './0017_station_owners';
import * as schedulesAndAudience from './0018_schedules_and_audience';
import * as operatorActions from './0019_operator_actions';
import * as catalogueQuality from './0020_catalogue_quality';
import * as accountSessions from './0022_account_sessions';
import * as audienceSessions from './0023_audience_sessions';

export const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_accounts': accounts,
  '0003_inbox': inbox,
  '0004_username_skeleton': usernameSkeleton,
  '0005_station_alternates': stationAlternates,
  '0006_station_plays': stationPlays,
  '0007_ads': ads,
  '0008_stream_health': streamHealth,
  '0009_catalogue_changes': catalogueChanges,
  '0010_admin': admin,
  '0011_station_report_review': stationReportReview,
  '0012_chat_moderation': chatModeration,
  '0013_ad_integrity': adIntegrity,
  '0014_playlists': playlists,
  '0015_song_history': songHistory,
  '0016_account_email': accountEmail,
  '0017_station_owners': stationOwners,
  '0018_schedules_and_audience': schedulesAndAudience,
  '0019_operator_actions': operatorActions,
  '0020_catalogue_quality': catalogueQuality,
  '0022_account_sessions': accountSessions,
  '0023_audience_sessions': audienceSessions,
};
