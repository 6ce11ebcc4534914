import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { StudioListItem } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { collaborationStatusLabels } from './collaboration-status';
import { StatusBadge } from './status-badge';

const thumb = css({
  width: { base: '16', sm: '20' },
  height: 'auto',
  aspectRatio: '1',
  borderRadius: 'control',
  objectFit: 'cover',
  bg: 'bg.muted',
  flexShrink: '0',
});

interface StudioItemRowProps {
  item: StudioListItem;
  /** Own items open in the editor; others (collaborations) on their public page. */
  own: boolean;
  /** Actions at the end of the row (menu, accept/decline). */
  actions?: ReactNode;
}

/** One item of the creator's lists: cover, title, type, status and the one date that matters now. */
export function StudioItemRow({ item, own, actions }: StudioItemRowProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const deletedAt = item.deleted_at && date(item.deleted_at);
  const liveAt = item.auto_publish_at && date(item.auto_publish_at);
  const meetingAt = item.next_meeting_at && date(item.next_meeting_at);
  const updatedAt = date(item.updated_at);
  const when = deletedAt
    ? t`Deleted ${deletedAt}`
    : liveAt
      ? t`Goes live ${liveAt}`
      : meetingAt
        ? t`Next meeting ${meetingAt}`
        : t`Updated ${updatedAt}`;
  const ownerName = item.owner.name;
  const reason = item.deletion_reason;
  return (
    <article
      className={css({
        display: 'flex',
        // On a phone, wide actions (accept and decline) move under the text rather than over it.
        flexWrap: 'wrap',
        gap: '3',
        alignItems: 'center',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      {item.cover ? (
        <ResponsiveImage src={item.cover.resize_url} alt="" sizes="5rem" width={1} height={1} className={thumb} />
      ) : (
        <span className={thumb} aria-hidden="true" />
      )}
      <div className={css({ display: 'grid', gap: '1', flex: '1 1 8rem', minWidth: '0' })}>
        <h3 className={css({ textStyle: 'body.md', fontWeight: '600', overflowWrap: 'anywhere' })}>
          {own ? (
            <Link
              to="/$lang/creator/content/$contentId"
              params={{ lang, contentId: item.id }}
              className={css({ color: 'fg.default', _hover: { color: 'accent.fg' } })}
            >
              {item.title}
            </Link>
          ) : (
            <Link
              to="/$lang/content/$contentId"
              params={{ lang, contentId: item.id }}
              className={css({ color: 'fg.default', _hover: { color: 'accent.fg' } })}
            >
              {item.title}
            </Link>
          )}
        </h3>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            alignItems: 'center',
            textStyle: 'caption',
            color: 'fg.muted',
            overflowWrap: 'anywhere',
          })}
        >
          <span>{i18n._(contentTypeLabels[item.type])}</span>
          <StatusBadge status={item.status} archived={item.archived_at !== null} deleted={item.deleted_at !== null} />
          {!own ? <span>{t`by ${ownerName}`}</span> : null}
          {item.collaboration_status !== null ? (
            <span>{i18n._(collaborationStatusLabels[item.collaboration_status])}</span>
          ) : null}
        </div>
        <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>{when}</p>
        {item.deleted_at && reason ? (
          <p className={css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {t`Reason: ${reason}`}
          </p>
        ) : null}
      </div>
      {actions ? <div className={css({ flexShrink: '0', marginInlineStart: 'auto' })}>{actions}</div> : null}
    </article>
  );
}
