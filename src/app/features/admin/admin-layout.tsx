import { useLingui } from '@lingui/react/macro';
import { Outlet, useRouter } from '@tanstack/react-router';
import { signOut, useProfile } from '@app/lib/session';
import { Avatar } from '@app/ui/avatar';
import { Menu } from '@app/ui/menu';
import { AdminFrame } from './admin-frame';

/** `/admin/*` behind the guard: the frame with the admin's menu; signing out returns to `/admin` (spec §2). */
export function AdminLayout() {
  const { t } = useLingui();
  const router = useRouter();
  const { data: profile } = useProfile('admin');
  const name = profile?.name ?? t`Administrator`;
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
      <Outlet />
    </AdminFrame>
  );
}
