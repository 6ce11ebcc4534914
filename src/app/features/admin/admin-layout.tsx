import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { signOut, useProfile } from '@app/platform/session';
import { Avatar } from '@app/ui/avatar';
import { Menu } from '@app/ui/menu';
import { NavTabs } from '@app/ui/nav-tabs';
import { AdminFrame } from './admin-frame';
import { mailboxAvailableQueryOptions } from './api';

/**
 * `/admin/*` behind the guard: the frame with the admin's menu and the section tabs; signing out returns to
 * `/admin` (spec §2).
 */
export function AdminLayout() {
  const { t } = useLingui();
  const router = useRouter();
  const { data: profile } = useProfile('admin');
  const name = profile?.name ?? t`Administrator`;
  const path = useRouterState({ select: (s) => s.location.pathname });
  // Only where mail is kept instead of sent (no SMTP); with SMTP there is no mailbox to read.
  const { data: mailbox } = useQuery(mailboxAvailableQueryOptions());
  const sections = [
    { href: '/admin', label: t`Dashboard` },
    { href: '/admin/users', label: t`Users` },
    { href: '/admin/content', label: t`Content` },
    { href: '/admin/reports', label: t`Reports` },
    { href: '/admin/transactions', label: t`Transactions` },
    { href: '/admin/testimonials', label: t`Testimonials` },
    { href: '/admin/static_pages', label: t`Static pages` },
    { href: '/admin/translations', label: t`Translations` },
    { href: '/admin/crud/genres', label: t`Reference data` },
    { href: '/admin/audit', label: t`Audit log` },
    ...(mailbox ? [{ href: '/admin/mailbox', label: t`Mailbox` }] : []),
  ];
  const isActive = (href: string) =>
    href === '/admin'
      ? path === '/admin' || path === '/admin/'
      : path.startsWith(href === '/admin/crud/genres' ? '/admin/crud' : href);
  return (
    <AdminFrame
      actions={
        <Menu
          label={t`Account menu for ${name}`}
          trigger={<Avatar name={name} size="sm" decorative />}
          items={[
            {
              value: 'signOut',
              label: t`Sign out`,
              onSelect: () => void signOut('admin').then(() => router.navigate({ to: '/admin' })),
            },
          ]}
        />
      }
    >
      <div
        className={css({
          maxWidth: '90rem',
          mx: 'auto',
          px: { base: '4', sm: '6', md: '8' },
          pt: '2',
          overflowX: 'auto',
        })}
      >
        <NavTabs label={t`Administration sections`} items={sections.map((s) => ({ ...s, active: isActive(s.href) }))} />
      </div>
      <Outlet />
    </AdminFrame>
  );
}
