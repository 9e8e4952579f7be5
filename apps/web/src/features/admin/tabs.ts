// The admin area's tabs, in the order of the tab bar: an address (/admin/<id>), a label and a screen
// loaded only when opened (the dashboard's charts stay out of every other tab's download). Another
// tab is one more line here.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageKey } from '../../i18n';

export interface AdminTab {
  id: string;
  label: MessageKey;
  Screen: LazyExoticComponent<ComponentType>;
  /** Moderators see this tab too; every other tab is for admins only. */
  forModerators?: true;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'dashboard', label: 'admin.tab.dashboard', Screen: lazy(() => import('./DashboardTab')) },
  { id: 'stations', label: 'admin.tab.stations', Screen: lazy(() => import('./StationsTab')) },
  { id: 'add-station', label: 'admin.tab.addStation', Screen: lazy(() => import('./AddStationTab')) },
  { id: 'quality', label: 'admin.tab.quality', Screen: lazy(() => import('./QualityTab')) },
  { id: 'countries', label: 'admin.tab.countries', Screen: lazy(() => import('./CountriesTab')) },
  { id: 'verification', label: 'admin.tab.verification', Screen: lazy(() => import('./VerificationTab')) },
  { id: 'stream-health', label: 'admin.tab.streamHealth', Screen: lazy(() => import('./StreamHealthTab')) },
  { id: 'inbox', label: 'admin.tab.inbox', Screen: lazy(() => import('./InboxTab')) },
  {
    id: 'monetization',
    label: 'admin.tab.monetization',
    Screen: lazy(() => import('../ads/admin').then((module) => ({ default: module.MonetizationTab }))),
  },
  {
    id: 'moderation',
    label: 'admin.tab.moderation',
    Screen: lazy(() => import('./ModerationTab')),
    forModerators: true,
  },
  { id: 'users', label: 'admin.tab.users', Screen: lazy(() => import('./UsersTab')) },
  { id: 'audit', label: 'admin.tab.audit', Screen: lazy(() => import('./AuditTab')) },
];
