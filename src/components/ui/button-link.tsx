// A link styled as a button: the primary (filled) or outline variant.
import type { ReactNode } from 'react';
import { Link } from './site-link';

/** The variants' classes are in src/styles.css (.btn-primary, .btn-outline). */
const variants = {
  primary: 'btn-primary',
  outline: 'btn-outline',
} as const;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
}

export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `btn ${variants[variant]}`;

export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
