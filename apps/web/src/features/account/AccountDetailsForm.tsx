// The account's details, the fields registration takes: username, email, country and language. A new
// language applies at once, and at every later sign-in.
import { ProfileChanges, type User } from '@sauti/contract';
import type { FormEvent } from 'react';
import { type Option, TextField } from '../../components/ui/Field';
import { useFormFields } from '../../components/ui/use-form-fields';
import { LANGUAGES, NATIVE_NAMES, useNames, useTranslation } from '../../i18n';
import { PlaceAndLanguageFields, useRegisterOptions } from '../auth/page';
import { AccountSection, FormOutcome, SubmitButton } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems, useFormFailure, valuesIfValid } from './field-problems';

const valuesOf = (user: User) => ({
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
  const { update } = useAccountActions();
  const options = useRegisterOptions(true);
  const { values, setValues, setErrors, field } = useFormFields(valuesOf(user), () => update.reset());
  const languages = useLanguageChoices(user.preferred_language ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = valuesIfValid(ProfileChanges, values, setErrors);
    if (!body) return;
    update.mutate(body, {
      onSuccess: (changed) => setValues(valuesOf(changed)),
      onError: (error) => setErrors(accountFieldProblems(error) ?? {}),
    });
  }

  const failure = useFormFailure(update.error, 'myAccount.saveFailed', { 409: 'myAccount.taken' });
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
        <PlaceAndLanguageFields field={field} countries={options.countries} languages={languages} />
        <FormOutcome done={update.isSuccess ? t('myAccount.saved') : null} failure={failure} />
        <SubmitButton pending={update.isPending} label={t('myAccount.save')} />
      </form>
    </AccountSection>
  );
}
