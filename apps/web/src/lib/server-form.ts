// A form that the server receives: the contract's schema checks it first (same rules as the server),
// the server's own field messages land beside their fields, what was typed stays after a failed
// send, and a successful send shows the server's acknowledgement and empties the form.
import { InboxReceipt } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, requestJson } from './api';

type Errors<K extends string> = Partial<Record<K, string>>;

function firstIssueByField<K extends string>(issues: readonly z.core.$ZodIssue[]): Errors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors as Errors<K>;
}

export function useServerForm<K extends string>({
  empty,
  schema,
  path,
}: {
  empty: Record<K, string>;
  schema: z.ZodType;
  path: string;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: async (body: Record<K, string>) =>
      (await requestJson(path, InboxReceipt, { method: 'POST', body: JSON.stringify(body) })).data,
  });

  // Move focus to the first field with a message once it is on screen.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  function field(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAcknowledgement(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(firstIssueByField<K>(checked.error.issues));
      focusFirstError();
      return;
    }
    send.mutate(values, {
      onSuccess: (receipt) => {
        setAcknowledgement(receipt.message);
        setValues(empty);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields as Errors<K>);
          focusFirstError();
        }
      },
    });
  }

  const failure = send.error && !(send.error instanceof ApiError && Object.keys(send.error.fields).length > 0);
  return {
    formRef,
    field,
    onSubmit,
    acknowledgement,
    sending: send.isPending,
    /** A failure not tied to one field: rate limit, network, server. */
    formError: failure ? (send.error?.message ?? 'Sending failed. Please try again.') : null,
  };
}
