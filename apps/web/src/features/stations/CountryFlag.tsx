// A country's flag from the API's country list (all 54), or a globe while it loads or when unknown.
import { Globe } from 'lucide-react';
import { useCountries } from './api';

export function useCountryFlag(code: string): string | null {
  const countries = useCountries();
  return countries.data?.find((country) => country.code === code)?.flag ?? null;
}

export function CountryFlag({ code, className = '' }: { code: string; className?: string }) {
  const flag = useCountryFlag(code);
  if (!flag) return <Globe aria-hidden="true" className={`inline size-4 text-stone-400 ${className}`} />;
  return (
    <span aria-hidden="true" className={className}>
      {flag}
    </span>
  );
}
