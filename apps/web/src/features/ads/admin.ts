// The ads feature's admin face: the monetization tab, for the admin area (a lazy chunk, with recharts).
export { MonetizationTab } from './MonetizationTab';
