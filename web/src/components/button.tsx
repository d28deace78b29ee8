import type { ButtonHTMLAttributes } from 'react';
import { SiteLink, type SiteLinkProps } from '../lib/site-navigation';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, extra: string | undefined): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: Variant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

interface ButtonLinkProps extends SiteLinkProps {
  readonly variant?: Variant;
}

/** A link that looks like a button, for calls to action that go somewhere. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <SiteLink className={classes(variant, className)} {...props} />;
}
