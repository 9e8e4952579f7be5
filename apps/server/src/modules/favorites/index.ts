// What other modules and app.ts may use of favourites.
export { favoriteRoutes } from './routes';
export { FavoriteService } from './service';
