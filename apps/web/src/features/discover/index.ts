export { DiscoverPage } from './DiscoverPage';
