// Home (spec section 2): hero, live numbers, a logged-in user's recently played stations, featured stations around the ad slots, genres and countries.
import { usePageTitle } from '../../i18n';
import { CountryTiles } from './CountryTiles';
import { FeaturedStations } from './FeaturedStations';
import { GenreTiles } from './GenreTiles';
import { Hero } from './Hero';
import { RecentlyPlayed } from './RecentlyPlayed';
import { StatsRow } from './StatsRow';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10 sm:py-14">
        <StatsRow />
        <RecentlyPlayed />
        <FeaturedStations />
        <GenreTiles />
        <CountryTiles />
      </div>
    </>
  );
}
