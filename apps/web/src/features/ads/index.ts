export { AdSlot } from './AdSlot';
export { AdvertiserReportRoute } from './AdvertiserReportRoute';
export { AudioSpot } from './AudioSpot';
