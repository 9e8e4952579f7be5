// /advertiser-report/:token: the advertiser's private page loads on first visit, with its words (the
// admin part of the catalogue, where the monetization words live).
import { lazy } from 'react';
import { loadCataloguePart } from '../../i18n';

export const AdvertiserReportRoute = lazy(() =>
  Promise.all([import('./AdvertiserReportPage'), loadCataloguePart('admin')]).then(([module]) => ({
    default: module.AdvertiserReportPage,
  })),
);
