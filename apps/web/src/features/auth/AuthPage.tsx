// Login and Register (spec sections 2, 4, 5): one form in two modes; Register adds username, country
// and preferred language. The contract's schemas check the fields first, the server's message wins
// over the fallbacks, and success signs in and goes to Home.
import { authEndpoints, LoginRequest, PASSWORD_MIN_LENGTH, RegisterRequest } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { useFormFields } from '../../components/ui/use-form-fields';
import {
  type MessageKey,
  problemsByField,
  RichMessage,
  serverProblems,
  useFormWords,
  usePageTitle,
  useTranslation,
} from '../../i18n';
import { ApiError, callEndpoint } from '../../lib/api';
import { useAuth } from './AuthProvider';
import { PlaceAndLanguageFields } from './PlaceAndLanguageFields';
import { loadPasswordStrength, passwordProblem } from './password-verdict';
import { useRegisterOptions } from './register-options';
import { useFormPath, useReturnPath } from './return-to';

export type AuthMode = 'login' | 'register';

type FieldName = 'email' | 'password' | 'username' | 'country' | 'preferred_language';
const EMPTY: Record<FieldName, string> = { email: '', password: '', username: '', country: '', preferred_language: '' };

const WORDS: Record<AuthMode, { title: MessageKey; submit: MessageKey; failed: MessageKey; other: MessageKey }> = {
  login: { title: 'account.login', submit: 'account.login', failed: 'auth.loginFailed', other: 'auth.toRegister' },
  register: {
    title: 'account.register',
    submit: 'auth.createAccount',
    failed: 'auth.registerFailed',
    other: 'auth.toLogin',
  },
};

/** Why the server refused, in the visitor's language (English shows the server's own words). */
const FAILURES_BY_STATUS: Partial<Record<number, MessageKey>> = {
  401: 'auth.wrongCredentials',
  403: 'auth.suspended',
  409: 'auth.taken',
};

function hasFieldMessages(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.fields).length > 0;
}

export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const words = WORDS[mode];
  const title = t(words.title);
  usePageTitle(title);
  const auth = useAuth();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const options = useRegisterOptions(mode === 'register');
  const { values, setErrors, field } = useFormFields(EMPTY);
  // The password's strength is judged here first (zxcvbn-ts, loaded when the field is first focused).
  const [judging, setJudging] = useState(false);
  const send = useMutation({
    mutationFn: async (body: LoginRequest | RegisterRequest) => {
      const answer =
        'username' in body
          ? await callEndpoint(authEndpoints.register, { body })
          : await callEndpoint(authEndpoints.login, { body });
      return answer.data;
    },
    onSuccess: (response) => {
      auth.signIn(response);
      navigate(returnPath, { replace: true });
    },
    // Rules only the server checks (a common password) come back by field, to show beside it.
    onError: (error) => {
      if (hasFieldMessages(error)) setErrors(serverProblems(error.fields));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
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
      setErrors(problemsByField(checked.error.issues));
      return;
    }
    if (mode === 'register') {
      setJudging(true);
      const weakness = await passwordProblem(values.password, [values.email, values.username], t).finally(() =>
        setJudging(false),
      );
      if (weakness) {
        setErrors({ password: weakness });
        return;
      }
    }
    send.mutate(body);
  }

  // An exception that is not the server's answer keeps the spec's own words.
  const failure =
    !send.error || hasFieldMessages(send.error)
      ? null
      : send.error instanceof ApiError
        ? formWords.failure(send.error, { fallback: words.failed, byStatus: FAILURES_BY_STATUS })
        : t('auth.unexpected');
  const other: AuthMode = mode === 'login' ? 'register' : 'login';
  const otherForm = useFormPath(`/${other}`);
  return (
    <>
      <PageHeader title={title} intro={t('auth.intro')} />
      <div className="mx-auto max-w-md px-4 py-8">
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title} className="flex flex-col gap-4">
          <TextField label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            hint={mode === 'register' ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            onFocus={
              mode === 'register'
                ? () => void loadPasswordStrength().then((strength) => strength.preparePasswordJudgement())
                : undefined
            }
            required
            {...field('password')}
          />
          {mode === 'login' && (
            <Link to="/reset-password" className="-mt-2 self-end text-sm text-amber-300 hover:underline">
              {t('accountMail.forgot')}
            </Link>
          )}
          {mode === 'register' && (
            <>
              <TextField
                label={t('auth.username')}
                autoComplete="username"
                hint={t('auth.usernameHint')}
                required
                {...field('username')}
              />
              <PlaceAndLanguageFields field={field} countries={options.countries} languages={options.languages} />
            </>
          )}
          {failure && (
            <p role="alert" className="rounded-lg bg-red-950/40 px-3 py-2 text-sm text-red-200">
              {failure}
            </p>
          )}
          <Button type="submit" disabled={send.isPending || judging}>
            {(send.isPending || judging) && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {send.isPending || judging ? t('auth.wait') : t(words.submit)}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-400">
          <RichMessage
            id={words.other}
            parts={{ switch: <Link to={otherForm} className="font-semibold text-amber-300 hover:underline" /> }}
          />
        </p>
      </div>
    </>
  );
}
