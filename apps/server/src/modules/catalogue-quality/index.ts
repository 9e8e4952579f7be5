// What the app may use of the catalogue quality review (issue 28.7).
export { catalogueQualityRoutes } from './routes';
export { CatalogueQuality } from './service';
