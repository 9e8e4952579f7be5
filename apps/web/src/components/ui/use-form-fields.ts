// A form's text values and its problems by field, and the props that tie each field to both: typing
// in a field clears its problem (and, through onEdit, a stale outcome of the last submission).
import { useState } from 'react';
import { type FieldProblem, useFormWords } from '../../i18n';

export function useFormFields<Name extends string>(initial: Record<Name, string>, onEdit?: () => void) {
  const formWords = useFormWords();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, FieldProblem>>>({});
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: formWords.problem(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      onEdit?.();
    },
  });
  return { values, setValues, errors, setErrors, field };
}
