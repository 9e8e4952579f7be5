// What other modules and the app may use of Sauti's plays and votes.
export { ClickReporter } from './click-reporter';
export {
  type CountryPlays,
  type DayPlays,
  type DayRange,
  type PlayLog,
  type PlayRecorder,
  PlayService,
  type PlayTotals,
  type VoteOutcome,
} from './service';
