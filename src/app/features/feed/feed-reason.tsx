import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { FeedReason } from '@shared/schemas/search';

const badge = css({
  display: 'inline-flex',
  mt: '2',
  justifySelf: 'start',
  px: '2',
  py: '0.5',
  borderRadius: 'pill',
  bg: 'accent.subtle',
  color: 'fg.default',
  textStyle: 'caption',
});

/** Why an item is in the fan's feed; the rest of the catalogue needs no explanation. */
export function FeedReasonBadge({ reason }: { reason: FeedReason }) {
  if (reason === 'other') return null;
  return (
    <span className={badge}>
      {reason === 'following' ? <Trans>From a creator you follow</Trans> : <Trans>In a genre you like</Trans>}
    </span>
  );
}
