export { useFavorites } from './api';
export { FavoriteButton } from './FavoriteButton';
