// What other modules and app.ts may use of favourites.
export { FavoriteFiles } from './favorite-files';
export { favoriteFileRoutes } from './file-routes';
export { favoriteRoutes } from './routes';
export { FavoriteService } from './service';
