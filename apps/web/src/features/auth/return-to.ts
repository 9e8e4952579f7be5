// Login and registration links that come back to the page they were followed from.
import { useLocation } from 'react-router-dom';
import { formPath, safeNextPath } from '../../lib/return-path';

type Form = '/login' | '/register' | '/auth';

/** The page to come back to: this one, or, on a login form, the one that form itself comes back to. */
export function useReturnPath(): string {
  const location = useLocation();
  if (['/login', '/register', '/auth'].includes(location.pathname)) {
    return safeNextPath(new URLSearchParams(location.search).get('next'));
  }
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The address of `form` that comes back here (or to `here`, when given) afterwards. */
export function useFormPath(form: Form, here?: string): string {
  const current = useReturnPath();
  return formPath(form, here ?? current);
}
