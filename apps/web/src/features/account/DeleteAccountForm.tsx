// Deleting the account, after its password: every device is logged out, and the account, its
// favourites, playlists and chat messages go at once (the server's account module says why the
// messages are removed rather than kept under "deleted user").
import { AccountDeletion } from '@sauti/contract';
import { Loader2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { type FieldProblem, problemsByField, useFormWords, useTranslation } from '../../i18n';
import { AccountSection, FormOutcome } from './AccountSection';
import { useAccountActions } from './api';
import { accountFieldProblems } from './field-problems';

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const navigate = useNavigate();
  const { remove } = useAccountActions();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = AccountDeletion.safeParse({ password });
    if (!checked.success) {
      setProblem(problemsByField(checked.error.issues).password);
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: (error) => setProblem(accountFieldProblems(error)?.password),
      },
    );
  }

  const failure =
    remove.error && !accountFieldProblems(remove.error)
      ? formWords.failure(remove.error, { fallback: 'myAccount.deleteFailed' })
      : null;
  return (
    <AccountSection id="account-delete" title={t('myAccount.delete')} intro={t('myAccount.deleteIntro')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="account-delete" className="flex flex-col gap-4">
        <TextField
          label={t('myAccount.deletePassword')}
          type="password"
          autoComplete="current-password"
          required
          name="password"
          value={password}
          error={formWords.problem(problem)}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(undefined);
            remove.reset();
          }}
        />
        <FormOutcome done={null} failure={failure} />
        <Button type="submit" variant="danger" disabled={remove.isPending} className="self-start">
          {remove.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {remove.isPending ? t('auth.wait') : t('myAccount.delete')}
        </Button>
      </form>
    </AccountSection>
  );
}
