// Home (spec section 2): hero, live numbers and the chat of the playing station, a logged-in user's
// recently played stations and "For you", featured stations around the ad slots, genres and countries.

import { WIDE_COLUMN } from '../../components/ui/page-column';
import { usePageTitle } from '../../i18n';
import { PlayingStationChatButton } from '../chat';
import { CountryTiles } from './CountryTiles';
import { FeaturedStations } from './FeaturedStations';
import { ForYou } from './ForYou';
import { GenreTiles } from './GenreTiles';
import { Hero } from './Hero';
import { RecentlyPlayed } from './RecentlyPlayed';
import { StatsRow } from './StatsRow';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <div className={`${WIDE_COLUMN} flex flex-col gap-14 py-10 sm:py-14`}>
        <div className="flex flex-col gap-4">
          <StatsRow />
          <div>
            <PlayingStationChatButton />
          </div>
        </div>
        <RecentlyPlayed />
        <ForYou />
        <FeaturedStations />
        <GenreTiles />
        <CountryTiles />
      </div>
    </>
  );
}
