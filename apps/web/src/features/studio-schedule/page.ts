// The audience panel alone, for the studio's Statistics tab to load when it is opened: its charts
// (recharts) are the heaviest part of the studio.
export { AudienceStats } from './AudienceStats';
