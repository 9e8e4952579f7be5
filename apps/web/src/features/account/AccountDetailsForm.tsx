// The account's details, the fields registration takes: username, email, country and language. A new
// language applies at once, and at every later sign-in.
import { ProfileChanges, type User } from '@sauti/contract';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { type Option, SelectField, TextField } from '../../components/ui/Field';
import {
  type FieldProblem,
  LANGUAGES,
  NATIVE_NAMES,
  problemsByField,
  useFormWords,
  useNames,
  useTranslation,
} from '../../i18n';
import { useRegisterOptions } from '../auth/page';
import { AccountSection, FormOutcome } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems } from './field-problems';

type FieldName = 'username' | 'email' | 'country' | 'preferred_language';

const valuesOf = (user: User): Record<FieldName, string> => ({
  username: user.username,
  email: user.email,
  country: user.country ?? '',
  preferred_language: user.preferred_language ?? '',
});

/** The app's five languages, and the account's own when it chose another at sign-up. */
function useLanguageChoices(current: string) {
  const names = useNames();
  const choices: Option[] = LANGUAGES.map((language) => ({ value: language, label: NATIVE_NAMES[language] }));
  if (current && !choices.some((choice) => choice.value === current)) {
    choices.push({ value: current, label: names.language(current, current) });
  }
  return choices;
}

export function AccountDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const { update } = useAccountActions();
  const options = useRegisterOptions(true);
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldProblem>>>({});
  const languages = useLanguageChoices(user.preferred_language ?? '');

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: formWords.problem(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      update.reset();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ProfileChanges.safeParse(values);
    if (!checked.success) {
      setErrors(problemsByField(checked.error.issues));
      return;
    }
    update.mutate(values, {
      onSuccess: (changed) => setValues(valuesOf(changed)),
      onError: (error) => setErrors(accountFieldProblems(error) ?? {}),
    });
  }

  const failure =
    update.error && !accountFieldProblems(update.error)
      ? formWords.failure(update.error, { fallback: 'myAccount.saveFailed', byStatus: { 409: 'myAccount.taken' } })
      : null;
  return (
    <AccountSection id="account-details" title={t('myAccount.details')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="account-details" className="flex flex-col gap-4">
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          hint={t('auth.usernameHint')}
          required
          {...field('username')}
        />
        <TextField label={t('auth.email')} type="email" autoComplete="email" required {...field('email')} />
        <SelectField
          label={t('auth.country')}
          optional
          placeholder={t('auth.chooseCountry')}
          options={options.countries}
          {...field('country')}
        />
        <SelectField
          label={t('auth.preferredLanguage')}
          optional
          placeholder={t('auth.chooseLanguage')}
          options={languages}
          {...field('preferred_language')}
        />
        <FormOutcome done={update.isSuccess ? t('myAccount.saved') : null} failure={failure} />
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {update.isPending ? t('auth.wait') : t('myAccount.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
