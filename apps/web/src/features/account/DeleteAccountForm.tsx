// Deleting the account, after its password: every device is logged out, and the account, its
// favourites, playlists and chat messages go at once (the server's account module says why the
// messages are removed rather than kept under "deleted user").
import { AccountDeletion } from '@sauti/contract';
import { Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/ui/Field';
import { useFormFields } from '../../components/ui/use-form-fields';
import { useTranslation } from '../../i18n';
import { AccountSection, FormOutcome, SubmitButton } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems, useFormFailure, valuesIfValid } from './field-problems';

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { remove } = useAccountActions();
  const { values, setErrors, field } = useFormFields({ password: '' }, () => remove.reset());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = valuesIfValid(AccountDeletion, values, setErrors);
    if (!body) return;
    remove.mutate(body, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => setErrors(accountFieldProblems(error) ?? {}),
    });
  }

  const failure = useFormFailure(remove.error, 'myAccount.deleteFailed');
  return (
    <AccountSection id="account-delete" title={t('myAccount.delete')} intro={t('myAccount.deleteIntro')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="account-delete" className="flex flex-col gap-4">
        <TextField
          label={t('myAccount.deletePassword')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <FormOutcome done={null} failure={failure} />
        <SubmitButton
          pending={remove.isPending}
          label={t('myAccount.delete')}
          variant="danger"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
        />
      </form>
    </AccountSection>
  );
}
