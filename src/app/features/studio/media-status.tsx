import { Trans, useLingui } from '@lingui/react/macro';
import { css, cva } from 'styled-system/css';
import type { StudioMedia } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { Spinner } from '@app/ui/spinner';
import { videoFailureText } from './video-failure-text';

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
  },
  variants: {
    status: {
      0: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.fg' },
      1: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.fg' },
      255: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.fg' },
    },
  },
});

interface MediaStatusProps {
  media: StudioMedia;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A file's processing state (spec codes 0 / 1 / 255): a failure shows the reason and a retry. */
export function MediaStatus({ media, onRetry, retrying }: MediaStatusProps) {
  const { t, i18n } = useLingui();
  const reason = media.error_code ? i18n._(videoFailureText[media.error_code]) : media.error;
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      <span className={badge({ status: media.status })} role="status">
        {media.status === 0 ? <Spinner size="sm" decorative /> : null}
        {media.status === 0 ? t`Processing` : media.status === 1 ? t`Ready` : t`Failed`}
      </span>
      {media.status === 255 ? (
        <>
          {reason ? <span className={css({ textStyle: 'caption', color: 'fg.muted' })}>{reason}</span> : null}
          {onRetry ? (
            <Button type="button" size="sm" variant="outline" loading={retrying} onClick={onRetry}>
              <Trans>Try processing again</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
