export { HomePage } from './HomePage';
export { useCatalogueNumbers } from './StatsRow';
