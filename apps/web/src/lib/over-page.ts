// Details opened over a page (a station's, from a card) get their own address while the page stays
// behind them: the page's location travels in the history entry's state, and Back closes the details.
import type { Location } from 'react-router-dom';

interface OverPageState {
  background: Location;
}

/** The page shown behind `location`, when it is details opened over one. */
export function pageBehind(location: Location): Location | null {
  const state = location.state as Partial<OverPageState> | null;
  return state?.background?.pathname ? state.background : null;
}

/** The history state that keeps `page` behind the details about to open. */
export function over(page: Location): OverPageState {
  return { background: pageBehind(page) ?? page };
}
