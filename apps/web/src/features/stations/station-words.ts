// A station's facts in the visitor's language: where it is, its genre, a blurb, its health and when it
// was checked, and the technical facts of its detail dialog.
import type { Station } from '@sauti/contract';
import { useNames, useTranslation } from '../../i18n';
import { formatRelativeTime } from '../../lib/format';
import { codecOf, descriptionOf, popularityLevel, qualityOf } from './station-facts';

const englishLanguages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

export function useStationWords() {
  const { t, locale } = useTranslation();
  const names = useNames();
  const country = (station: Station) => names.country(station.country, station.country_name);
  const place = (station: Station) =>
    station.city ? t('station.place', { city: station.city, country: country(station) }) : country(station);
  return {
    country,
    place,
    genre: (station: Station) => names.genre(station.genre),
    /**
     * The card's short line: the description a person or the broadcaster wrote; else (none, or one
     * Sauti generated in English) its facts in the visitor's language: genre, place and languages.
     */
    blurb: (station: Station) => {
      const own = station.description_generated ? null : descriptionOf(station);
      if (own) return own;
      const facts = { genre: names.genre(station.genre), place: place(station) };
      const languages = station.languages.map((code) => names.language(code, englishLanguages.of(code) ?? code));
      return languages.length > 0
        ? t('station.blurbFactsLanguages', { ...facts, languages: new Intl.ListFormat(locale).format(languages) })
        : t('station.blurbFacts', facts);
    },
    health: (station: Station) => t(`station.health.${station.health}`),
    /**
     * Who listens, in words: the live count when someone is listening (the listener themself included),
     * else how popular the station is over time (the catalogue's percentile); null when neither says
     * anything, never "0 listening". useAudience gives the count to use.
     */
    audience: (station: Station, listeners = station.listeners): string | null => {
      if (listeners > 0) return t('station.listening', { count: listeners });
      const level = popularityLevel(station.popularity);
      return level ? t(`station.popularity.${level}`) : null;
    },
    /** "checked 5 minutes ago", or whose check it was when Radio Browser's; null when never checked. */
    checked: (station: Station, now = new Date()) => {
      if (!station.last_check_at || !station.health_source) return null;
      const ago = formatRelativeTime(new Date(station.last_check_at), now, locale);
      return station.health_source === 'sauti'
        ? t('station.checkedAgo', { ago })
        : t('station.checkedByRadioBrowser', { ago });
    },
    quality: (station: Station) => {
      const quality = qualityOf(station);
      return quality === 'unknown' ? t('station.unknown') : t(`station.quality.${quality}`);
    },
    bitrate: (station: Station) =>
      station.bitrate ? t('station.kbps', { bitrate: station.bitrate }) : t('station.unknown'),
    codec: (station: Station) => codecOf(station) ?? t('station.unknown'),
  };
}
