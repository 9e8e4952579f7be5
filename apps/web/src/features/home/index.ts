export { useLinkedGenres } from './GenreTiles';
export { HomePage } from './HomePage';
export { HEADER_CLASSES } from './hero-copy';
export { useCatalogueNumbers } from './StatsRow';
