// The studio's calls (issue 29): my stations and claims, one station as its owners see it and the
// changes they make, claiming and verifying, and a station's public badge. Every answer that is a
// station's studio view replaces the cached one.
import {
  claimEndpoints,
  STUDIO_LOGO_UPLOAD,
  type StudioStation,
  StudioStation as StudioStationSchema,
  type StudioStationUpdate,
  stationOwnerEndpoints,
  studioEndpoints,
} from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint, pathOf, requestJson } from '../../lib/api';
import { useAuth } from '../auth';

const studioKey = (stationId: string) => ['studio', 'station', stationId];
const MINE = ['studio', 'mine'];
const CLAIMS = ['studio', 'claims'];

const noRetryOnRefusal = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useMyStations() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...MINE, user?.id],
    enabled: user !== null,
    queryFn: async () => (await callEndpoint(stationOwnerEndpoints.myStations)).data,
  });
}

export function useMyClaims() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...CLAIMS, user?.id],
    enabled: user !== null,
    queryFn: async () => (await callEndpoint(claimEndpoints.mine)).data,
  });
}

export function useStudioStation(stationId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: studioKey(stationId),
    enabled: user !== null,
    retry: noRetryOnRefusal,
    queryFn: async () => (await callEndpoint(studioEndpoints.get, { params: { id: stationId } })).data,
  });
}

/** An owner's changes: each answers the station's studio view as it now is. */
export function useStudioChanges(stationId: string) {
  const client = useQueryClient();
  const params = { id: stationId };
  const settle = (studio: StudioStation) => {
    client.setQueryData(studioKey(stationId), studio);
    void client.invalidateQueries({ queryKey: ['broadcaster', stationId] });
    void client.invalidateQueries({ queryKey: ['station'] });
    void client.invalidateQueries({ queryKey: ['stations'] });
  };
  const refresh = () => client.invalidateQueries({ queryKey: studioKey(stationId) });
  return {
    update: useMutation({
      mutationFn: async (body: StudioStationUpdate) =>
        (await callEndpoint(studioEndpoints.update, { params, body })).data,
      onSuccess: (result) => settle(result.studio),
    }),
    logo: useMutation({
      mutationFn: async (file: File) => {
        const form = new FormData();
        form.append(STUDIO_LOGO_UPLOAD.field, file);
        const path = pathOf(studioEndpoints.logo, { params });
        return (await requestJson(path, StudioStationSchema, { method: 'POST', body: form })).data;
      },
      onSuccess: settle,
    }),
    checkAgain: useMutation({
      mutationFn: async () => (await callEndpoint(studioEndpoints.check, { params })).data,
      onSuccess: settle,
    }),
    invite: useMutation({
      mutationFn: async (user: string) =>
        (await callEndpoint(stationOwnerEndpoints.invite, { params, body: { user } })).data,
      onSuccess: refresh,
    }),
    removeOwner: useMutation({
      mutationFn: async (userId: string) =>
        (await callEndpoint(stationOwnerEndpoints.removeOwner, { params: { ...params, userId } })).data,
      onSuccess: refresh,
    }),
  };
}

/** Claiming: making the claim, checking the website, asking an admin. */
export function useClaimActions() {
  const client = useQueryClient();
  const settled = () => {
    void client.invalidateQueries({ queryKey: CLAIMS });
    void client.invalidateQueries({ queryKey: MINE });
    void client.invalidateQueries({ queryKey: ['broadcaster'] });
  };
  return {
    create: useMutation({
      mutationFn: async (stationId: string) =>
        (await callEndpoint(claimEndpoints.create, { params: { id: stationId }, body: {} })).data,
      onSuccess: settled,
    }),
    verify: useMutation({
      mutationFn: async ({ claimId, method }: { claimId: string; method?: 'file' | 'meta' }) =>
        (await callEndpoint(claimEndpoints.verify, { params: { claimId }, body: method ? { method } : {} })).data,
      onSuccess: settled,
    }),
    review: useMutation({
      mutationFn: async ({ claimId, evidence }: { claimId: string; evidence: string }) =>
        (await callEndpoint(claimEndpoints.requestReview, { params: { claimId }, body: { evidence } })).data,
      onSuccess: settled,
    }),
  };
}
