// What other modules and app.ts may use of recommendations.
export { recommendationRoutes } from './routes';
export { RecommendationService } from './service';
