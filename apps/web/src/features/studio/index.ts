// The studio (issue 29): broadcasters claim their stations and keep them right. The pages load
// lazily (app/lazy-pages.tsx); the station page's badge and way in to claiming are the stations
// feature's (BroadcasterLine).
export { ClaimPage } from './ClaimPage';
export { StudioPage, type StudioPanels } from './StudioPage';
export { STUDIO_TABS, type StudioTab } from './StudioTabs';
