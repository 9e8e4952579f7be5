// /reset-password (issue 30): without a token, the form that mails a reset link; with the token from
// that mail, the form that sets the new password, which logs out every device. The answer to a
// request is the same whether or not the email has an account, and so is what this page says.
import {
  accountEmailEndpoints,
  PASSWORD_MIN_LENGTH,
  PasswordResetConfirmation,
  PasswordResetRequest,
} from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import {
  type FieldProblem,
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
import { mailFailure, useMailOn } from './mail-status';
import { loadPasswordStrength, passwordProblem } from './password-verdict';

const linkClass = 'font-semibold text-amber-300 hover:underline';

/** A mailed-link screen's words with its links: the contact page, the login, a new reset link. */
export function MailMessage({ id, values }: { id: MessageKey; values?: Record<string, string> }) {
  return (
    <RichMessage
      id={id}
      values={values}
      parts={{
        contact: <Link to="/contact" className={linkClass} />,
        login: <Link to="/login" className={linkClass} />,
        again: <Link to="/reset-password" className={linkClass} />,
      }}
    />
  );
}

export function Notice({ tone = 'info', children }: { tone?: 'info' | 'alert'; children: ReactNode }) {
  const colours = tone === 'alert' ? 'bg-red-950/40 text-red-200' : 'bg-stone-900 text-stone-200';
  return (
    <p role={tone === 'alert' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 text-sm ${colours}`}>
      {children}
    </p>
  );
}

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { t } = useTranslation();
  const title = t(token ? 'accountMail.newPasswordTitle' : 'accountMail.resetTitle');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} intro={token ? undefined : t('accountMail.resetIntro')} />
      <div className="mx-auto max-w-md px-4 py-8">
        {token ? <NewPasswordForm token={token} /> : <ResetRequestForm />}
      </div>
    </>
  );
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy}>
      {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? t('auth.wait') : label}
    </Button>
  );
}

function ResetRequestForm() {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const mailOn = useMailOn();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const send = useMutation({
    mutationFn: (body: PasswordResetRequest) => callEndpoint(accountEmailEndpoints.requestPasswordReset, { body }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = PasswordResetRequest.safeParse({ email });
    if (!checked.success) {
      setProblem(problemsByField(checked.error.issues).email);
      return;
    }
    send.mutate(checked.data);
  }

  if (mailOn === false) {
    return (
      <Notice tone="alert">
        <MailMessage id="accountMail.mailOff" />
      </Notice>
    );
  }
  if (send.isSuccess) {
    return (
      <Notice>
        <MailMessage id="accountMail.sent" values={{ email: send.variables.email }} />
      </Notice>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('accountMail.resetTitle')} className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={formWords.problem(problem)}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(undefined);
        }}
      />
      {send.error && (
        <Notice tone="alert">
          <MailMessage id={mailFailure(send.error)} />
        </Notice>
      )}
      <SubmitButton busy={send.isPending} label={t('accountMail.send')} />
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const formWords = useFormWords();
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const [judging, setJudging] = useState(false);
  const send = useMutation({
    mutationFn: (body: PasswordResetConfirmation) => callEndpoint(accountEmailEndpoints.confirmPasswordReset, { body }),
    // Every session was logged out, this browser's too.
    onSuccess: () => {
      if (auth.isAuthenticated) auth.logout();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.password) setProblem(serverProblems(error.fields).password);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = PasswordResetConfirmation.safeParse({ token, password });
    if (!checked.success) {
      setProblem(problemsByField(checked.error.issues).password);
      return;
    }
    setJudging(true);
    const weakness = await passwordProblem(password, auth.user ? [auth.user.email, auth.user.username] : [], t).finally(
      () => setJudging(false),
    );
    if (weakness) {
      setProblem(weakness);
      return;
    }
    send.mutate(checked.data);
  }

  if (send.isSuccess) {
    return (
      <Notice>
        <MailMessage id="accountMail.passwordSet" />
      </Notice>
    );
  }
  const failed = send.error && !(send.error instanceof ApiError && send.error.fields.password);
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('accountMail.newPasswordTitle')}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('accountMail.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
        value={password}
        error={formWords.problem(problem)}
        onFocus={() => void loadPasswordStrength().then((strength) => strength.preparePasswordJudgement())}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(undefined);
        }}
      />
      {failed && (
        <Notice tone="alert">
          <MailMessage id={mailFailure(send.error)} />{' '}
          {mailFailure(send.error) === 'accountMail.linkRefused' && <MailMessage id="accountMail.askAgain" />}
        </Notice>
      )}
      <SubmitButton busy={send.isPending || judging} label={t('accountMail.setPassword')} />
    </form>
  );
}
