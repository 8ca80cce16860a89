// A link styled as a button: the primary (filled) or outline variant.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const variants = {
  primary: 'bg-brand-600 text-white shadow-card hover:bg-brand-700',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700',
} as const;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
}

export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `inline-flex items-center justify-center rounded-control px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]}`;

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
