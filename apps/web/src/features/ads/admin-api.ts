// The monetization tab's calls: the ads and their multipart form, pause and activate, delete, the month's stats,
// the revenue report and its CSV, and an advertising inquiry to start an ad from.
import {
  AdSaved,
  type AdSwitch,
  type AdvertisingInboxItem,
  adEndpoints,
  adminInboxEndpoints,
  type RevenueReportQuery,
} from '@sauti/contract';
import type { z } from 'zod';
import { ApiError, callEndpoint, downloadFile, pathOf, requestJson } from '../../lib/api';

export async function listAds() {
  return (await callEndpoint(adEndpoints.list)).data.advertisements;
}

export async function dashboardStats() {
  return (await callEndpoint(adEndpoints.dashboardStats)).data;
}

export async function revenueReport(query: RevenueReportQuery) {
  return (await callEndpoint(adEndpoints.revenueReport, { query })).data;
}

export async function setAdStatus(id: string, status: AdSwitch) {
  return (await callEndpoint(adEndpoints.setStatus, { params: { id }, query: { status } })).data;
}

export async function deleteAd(id: string) {
  return (await callEndpoint(adEndpoints.remove, { params: { id } })).data;
}

/** Creates (no id) or edits an ad from the form's fields and files. */
export async function saveAd(form: FormData, id?: string) {
  const path = id ? pathOf(adEndpoints.update, { params: { id } }) : pathOf(adEndpoints.create);
  return (await requestJson(path, AdSaved, { method: id ? 'PUT' : 'POST', body: form })).data;
}

/** The revenue report as the server's CSV file, saved by the browser (the download needs the token). */
export function downloadRevenueCsv(query: RevenueReportQuery): Promise<void> {
  return downloadFile(
    pathOf(adEndpoints.revenueReport, { query: { ...query, format: 'csv' } }),
    'text/csv',
    'revenue.csv',
  );
}

export type AdvertisingInquiryItem = z.infer<typeof AdvertisingInboxItem>;

/** An advertising inquiry by id; null when the inbox has no such entry, or the entry is of another kind. */
export async function findInquiry(id: string): Promise<AdvertisingInquiryItem | null> {
  try {
    const { data } = await callEndpoint(adminInboxEndpoints.one, { params: { id } });
    return data.kind === 'advertising' ? data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
