// "For you": stations like a listener's favourites and what they played lately, from the catalogue's
// similar-station scoring, never one of their favourites.
import type { Station } from '@sauti/contract';
import type { CatalogueService } from '../catalogue';

/** What a listener has shown they like, each list most telling first. */
export interface ListenerTaste {
  favourites(userId: string): Promise<Station[]>;
  recentlyPlayed(userId: string, limit: number): Promise<Station[]>;
}

/** This many favourites and recent stations seed the row; more would only blur it. */
const SEEDS_OF_EACH = 6;

export class RecommendationService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly taste: ListenerTaste,
  ) {}

  async forYou(userId: string, limit: number): Promise<Station[]> {
    const [favourites, recent] = await Promise.all([
      this.taste.favourites(userId),
      this.taste.recentlyPlayed(userId, SEEDS_OF_EACH),
    ]);
    // The latest favourites say most about today's taste.
    const seeds = [...favourites.slice(-SEEDS_OF_EACH).reverse(), ...recent];
    const favouriteIds = new Set(favourites.map((station) => station.id));
    return this.catalogue.stationsLike(
      seeds.map((station) => station.id),
      favouriteIds,
      limit,
    );
  }
}
