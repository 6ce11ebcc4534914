import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '@shared/locales';

/** For a signed-out visitor: the action becomes a way to sign in, which brings them back to this page. */
export function SignInLink({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  /** The accessible name when `children` is an icon alone. */
  label?: string;
}) {
  const { i18n } = useLingui();
  const href = useLocation({ select: (location) => location.href });
  return (
    <Link
      to="/$lang/sign-in/form"
      params={{ lang: i18n.locale as Locale }}
      search={{ redirect: href }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
