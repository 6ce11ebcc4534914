import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import type { PlaybackFailure } from './playback-failure';

/** Over the video when it cannot play: a missing file is said to be unavailable; only a network failure is retried. */
export function PlaybackError({ failure, onRetry }: { failure: PlaybackFailure; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={css({
        position: 'absolute',
        inset: '0',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: '3',
        p: '4',
        textAlign: 'center',
        bg: 'bg.surface',
        color: 'fg.default',
        borderRadius: 'card',
      })}
    >
      {failure === 'unavailable' ? (
        <p>
          <Trans>This video is not available.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>This video could not be played. Check your connection and try again.</Trans>
          </p>
          <Button type="button" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
