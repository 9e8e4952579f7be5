// Labelled form fields that show their own error right below, tied to the control for screen readers.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useTranslation } from '../../i18n';

interface FieldFrame {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Says "(optional)" after the label, for forms that mix both. */
  optional?: boolean;
}

const CONTROL =
  'w-full rounded-lg border bg-stone-900 px-3 py-2 text-stone-100 placeholder:text-stone-500 focus:border-amber-400';

function controlClass(error: string | undefined): string {
  return `${CONTROL} ${error ? 'border-red-400' : 'border-stone-700'}`;
}

function Frame({
  id,
  label,
  error,
  hint,
  required,
  optional,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-200">
        {label}
        {required && (
          <span className="text-amber-300" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="font-normal text-stone-400"> {t('common.optional')}</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldFrame): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  required,
  optional,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} optional={optional}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={controlClass(error)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  optional,
  ...textarea
}: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} optional={optional}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={controlClass(error)}
        {...textarea}
      />
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  optional,
  options,
  placeholder,
  ...select
}: FieldFrame & { options: readonly Option[]; placeholder: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'required'
  >) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required} optional={optional}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={controlClass(error)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
