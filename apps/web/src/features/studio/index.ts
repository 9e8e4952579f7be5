// The studio (issue 29): broadcasters claim their stations and keep them right. The pages load
// lazily (app/lazy-pages.tsx); the station page shows the badge and the way in to claiming.
export { BroadcasterBadge, BroadcasterLine } from './BroadcasterLine';
export { ClaimPage } from './ClaimPage';
export { StudioPage, type StudioPanels } from './StudioPage';
export { STUDIO_TABS, type StudioTab } from './StudioTabs';
