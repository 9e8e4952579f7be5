// A new password after the current one; every other device is logged out, this one stays.
import { PASSWORD_MIN_LENGTH, PasswordChange } from '@sauti/contract';
import type { FormEvent } from 'react';
import { TextField } from '../../components/ui/Field';
import { useFormFields } from '../../components/ui/use-form-fields';
import { useTranslation } from '../../i18n';
import { AccountSection, FormOutcome, SubmitButton } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems, useFormFailure, valuesIfValid } from './field-problems';

const EMPTY = { current_password: '', new_password: '' };

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { changePassword } = useAccountActions();
  const { values, setValues, setErrors, field } = useFormFields(EMPTY, () => changePassword.reset());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = valuesIfValid(PasswordChange, values, setErrors);
    if (!body) return;
    changePassword.mutate(body, {
      onSuccess: () => setValues(EMPTY),
      onError: (error) => setErrors(accountFieldProblems(error) ?? {}),
    });
  }

  const failure = useFormFailure(changePassword.error, 'myAccount.passwordFailed');
  return (
    <AccountSection id="account-password" title={t('myAccount.password')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="account-password" className="flex flex-col gap-4">
        <TextField
          label={t('myAccount.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...field('current_password')}
        />
        <TextField
          label={t('myAccount.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          required
          {...field('new_password')}
        />
        <FormOutcome done={changePassword.isSuccess ? t('myAccount.passwordChanged') : null} failure={failure} />
        <SubmitButton pending={changePassword.isPending} label={t('myAccount.changePassword')} />
      </form>
    </AccountSection>
  );
}
