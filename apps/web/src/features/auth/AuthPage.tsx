// Login and Register (spec sections 2, 4, 5): one form in two modes; Register adds username, country
// and preferred language. The contract's schemas check the fields first, the server's message wins
// over the fallbacks, and success signs in and goes to Home.
import {
  AuthResponse,
  CountryList,
  LanguageFacetList,
  LoginRequest,
  PASSWORD_MIN_LENGTH,
  RegisterRequest,
} from '@sauti/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { SelectField, TextField } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { ApiError, requestJson } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useAuth } from './AuthProvider';

export type AuthMode = 'login' | 'register';

type FieldName = 'email' | 'password' | 'username' | 'country' | 'preferred_language';
const EMPTY: Record<FieldName, string> = { email: '', password: '', username: '', country: '', preferred_language: '' };

const COPY = {
  login: { title: 'Login', submit: 'Login', failed: 'Login failed', path: '/api/auth/login' },
  register: { title: 'Register', submit: 'Create account', failed: 'Registration failed', path: '/api/auth/register' },
} as const;

/** The catalogue's countries and languages, for Register's two choices; shared with Discover's cache. */
function useRegisterOptions(enabled: boolean) {
  const countries = useQuery({
    queryKey: ['countries'],
    enabled,
    queryFn: async () => (await requestJson('/api/countries', CountryList)).data,
  });
  const languages = useQuery({
    queryKey: ['languages'],
    enabled,
    queryFn: async () => (await requestJson('/api/languages', LanguageFacetList)).data,
  });
  return {
    countries: (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    languages: (languages.data ?? []).map((language) => ({ value: language.code, label: language.name })),
  };
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return 'An unexpected error occurred';
}

export function AuthPage({ mode }: { mode: AuthMode }) {
  const copy = COPY[mode];
  usePageTitle(copy.title);
  const auth = useAuth();
  const navigate = useNavigate();
  const options = useRegisterOptions(mode === 'register');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const send = useMutation({
    mutationFn: async (body: unknown) =>
      (await requestJson(copy.path, AuthResponse, { method: 'POST', body: JSON.stringify(body) })).data,
    onSuccess: (response) => {
      auth.signIn(response);
      navigate('/');
    },
  });

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      mode === 'login'
        ? { email: values.email, password: values.password }
        : {
            ...values,
            country: values.country || undefined,
            preferred_language: values.preferred_language || undefined,
          };
    const checked = (mode === 'login' ? LoginRequest : RegisterRequest).safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0]) as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    send.mutate(body);
  }

  const failure = send.error ? messageOf(send.error, copy.failed) : null;
  const other: AuthMode = mode === 'login' ? 'register' : 'login';
  return (
    <>
      <PageHeader title={copy.title} intro="Save favourite stations and join station chats." />
      <div className="mx-auto max-w-md px-4 py-8">
        <form noValidate onSubmit={onSubmit} aria-label={copy.title} className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            hint={mode === 'register' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
            required
            {...field('password')}
          />
          {mode === 'register' && (
            <>
              <TextField
                label="Username"
                autoComplete="username"
                hint="Shown beside your chat messages."
                required
                {...field('username')}
              />
              <SelectField
                label="Country"
                optional
                placeholder="Choose a country"
                options={options.countries}
                {...field('country')}
              />
              <SelectField
                label="Preferred language"
                optional
                placeholder="Choose a language"
                options={options.languages}
                {...field('preferred_language')}
              />
            </>
          )}
          {failure && (
            <p role="alert" className="rounded-lg bg-red-950/40 px-3 py-2 text-sm text-red-200">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {send.isPending ? 'Please wait…' : copy.submit}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-400">
          {mode === 'login' ? 'New to Sauti? ' : 'Already have an account? '}
          <Link to={`/${other}`} className="font-semibold text-amber-300 hover:underline">
            {COPY[other].title}
          </Link>
        </p>
      </div>
    </>
  );
}
