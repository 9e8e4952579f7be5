// What other modules and the app may use of station ownership. Routes that belong to a station's
// owners declare `access: 'owner'` and name the station `:id` (or `:stationId`); app.ts hands
// StationOwnership#owns to the access guard, which then answers 401 to anonymous callers, 403 to
// anyone who does not own the station, and lets owners and admins through.
export { ClaimService, claimView } from './claims';
export { StationOwnership } from './ownership';
export type { OwnerRow } from './repo';
export { stationOwnerRoutes } from './routes';
export { WebsiteProof } from './website-proof';
