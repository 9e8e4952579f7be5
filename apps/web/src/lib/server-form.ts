// A form that the server receives: the contract's schema checks it first (same rules as the server),
// the server's own field messages land beside their fields, what was typed stays after a failed
// send, and a successful send shows the server's acknowledgement and empties the form. Messages read
// in the visitor's language (i18n's form words).
import type { EndpointShape, InboxReceipt } from '@sauti/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldProblem, problemsByField, serverProblems, useFormWords } from '../i18n';
import { ApiError, callEndpoint } from './api';

type Errors<K extends string> = Partial<Record<K, FieldProblem>>;

/** Where a form goes: an endpoint whose body schema checks the fields and which answers an acknowledgement. */
type FormEndpoint = EndpointShape & { body: z.ZodType; response: z.ZodType<InboxReceipt> };

export function useServerForm<K extends string>({
  empty,
  endpoint,
}: {
  empty: Record<K, string>;
  endpoint: FormEndpoint;
}) {
  const words = useFormWords();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: async (body: Record<K, string>) => (await callEndpoint(endpoint, { body })).data,
  });

  // Move focus to the first field with a message once it is on screen.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  function field(name: K) {
    return {
      name,
      value: values[name],
      error: words.problem(errors[name]),
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
    const checked = endpoint.body.safeParse(values);
    if (!checked.success) {
      setErrors(problemsByField(checked.error.issues) as Errors<K>);
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
          setErrors(serverProblems(error.fields) as Errors<K>);
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
    formError: failure ? words.failure(send.error, { fallback: 'forms.sendFailed' }) : null,
  };
}
