// A new password after the current one; every other device is logged out, this one stays.
import { PASSWORD_MIN_LENGTH, PasswordChange } from '@sauti/contract';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { type FieldProblem, problemsByField, useFormWords, useTranslation } from '../../i18n';
import { AccountSection, FormOutcome } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems } from './field-problems';

type FieldName = 'current_password' | 'new_password';
const EMPTY: Record<FieldName, string> = { current_password: '', new_password: '' };

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const { changePassword } = useAccountActions();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldProblem>>>({});

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: formWords.problem(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      changePassword.reset();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = PasswordChange.safeParse(values);
    if (!checked.success) {
      setErrors(problemsByField(checked.error.issues));
      return;
    }
    changePassword.mutate(values, {
      onSuccess: () => setValues(EMPTY),
      onError: (error) => setErrors(accountFieldProblems(error) ?? {}),
    });
  }

  const failure =
    changePassword.error && !accountFieldProblems(changePassword.error)
      ? formWords.failure(changePassword.error, { fallback: 'myAccount.passwordFailed' })
      : null;
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
        <Button type="submit" disabled={changePassword.isPending} className="self-start">
          {changePassword.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {changePassword.isPending ? t('auth.wait') : t('myAccount.changePassword')}
        </Button>
      </form>
    </AccountSection>
  );
}
