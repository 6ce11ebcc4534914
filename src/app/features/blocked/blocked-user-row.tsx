import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { BlockedUser } from '@shared/schemas/fan';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Avatar } from '@app/ui/avatar';
import { Button } from '@app/ui/button';

/** One blocked person, when they were blocked, and the button that asks to unblock them. */
export function BlockedUserRow({ user, onUnblock }: { user: BlockedUser; onUnblock: () => void }) {
  const { t, i18n } = useLingui();
  const name = user.name;
  const since = formatDate(user.blocked_at, 'date', i18n.locale as Locale);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '3' })}>
      <Avatar name={user.name} src={user.avatar?.resize_url} size="md" decorative />
      <div className={css({ display: 'grid', minWidth: '0', flex: '1' })}>
        <span className={css({ fontWeight: '600', truncate: true })}>{user.name}</span>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>Blocked on {since}</Trans>
        </span>
      </div>
      <Button type="button" variant="outline" size="sm" aria-label={t`Unblock ${name}`} onClick={onUnblock}>
        <Trans>Unblock</Trans>
      </Button>
    </div>
  );
}
