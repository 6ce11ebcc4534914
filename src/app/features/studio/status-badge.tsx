import { useLingui } from '@lingui/react/macro';
import { css, cva } from 'styled-system/css';
import type { ContentStatus } from '@shared/codes';
import { contentStatusLabels, contentStatusTones } from './status-labels';

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'pill',
    borderWidth: '1px',
    textStyle: 'caption',
    fontWeight: '600',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'border.default' },
      success: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg', borderColor: 'warning.fg' },
      danger: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.fg' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.fg' },
    },
  },
});

const flagBadge = badge({ tone: 'neutral' });

interface StatusBadgeProps {
  status: ContentStatus;
  archived?: boolean;
  deleted?: boolean;
}

/** The item's status in words (colour only repeats it), plus "Archived" / "In the trash" when flagged. */
export function StatusBadge({ status, archived, deleted }: StatusBadgeProps) {
  const { t, i18n } = useLingui();
  return (
    <span className={css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' })}>
      <span className={badge({ tone: contentStatusTones[status] })}>{i18n._(contentStatusLabels[status])}</span>
      {archived ? <span className={flagBadge}>{t`Archived`}</span> : null}
      {deleted ? <span className={flagBadge}>{t`In the trash`}</span> : null}
    </span>
  );
}
