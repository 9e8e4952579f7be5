// The catalogue's countries and languages, the choices registration offers (and the account page
// after it); shared with Discover's cache.
import { catalogueEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useNames } from '../../i18n';
import { callEndpoint } from '../../lib/api';

export function useRegisterOptions(enabled: boolean) {
  const names = useNames();
  const countries = useQuery({
    queryKey: ['countries'],
    enabled,
    queryFn: async () => (await callEndpoint(catalogueEndpoints.countries)).data,
  });
  const languages = useQuery({
    queryKey: ['languages'],
    enabled,
    queryFn: async () => (await callEndpoint(catalogueEndpoints.languages)).data,
  });
  return {
    countries: (countries.data ?? []).map((country) => ({
      value: country.code,
      label: names.country(country.code, country.name),
    })),
    languages: (languages.data ?? []).map((language) => ({
      value: language.code,
      label: names.language(language.code, language.name),
    })),
  };
}
