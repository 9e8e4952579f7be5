// The app's buttons and button-looking links, in three weights, and one for what cannot be undone.
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-amber-400 text-stone-950 hover:bg-amber-300',
  secondary: 'border border-stone-700 bg-stone-900 text-stone-100 hover:border-stone-500 hover:bg-stone-800',
  ghost: 'text-stone-300 hover:bg-stone-800 hover:text-white',
  danger: 'bg-red-700 text-white hover:bg-red-600',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
