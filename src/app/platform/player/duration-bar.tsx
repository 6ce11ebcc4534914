import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { formatDuration, formatRemaining } from '@app/platform/format';

/** The spec's slider step: a tenth of a second. */
export const SEEK_STEP_SECONDS = 0.1;

const time = css({ fontVariantNumeric: 'tabular-nums', textStyle: 'body.sm', minWidth: '3.5ch', flexShrink: '0' });

/** Elapsed m:ss, a seek slider in 0.1 s steps, and the time left with a leading minus (spec §2). */
export function DurationBar({
  current,
  duration,
  onSeek,
}: {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useLingui();
  const known = Number.isFinite(duration) && duration > 0;
  const elapsed = formatDuration(current);
  const total = formatDuration(known ? duration : 0);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', width: '100%' })}>
      <span className={time} data-testid="elapsed">
        {elapsed}
      </span>
      <input
        type="range"
        min={0}
        max={known ? duration : 0}
        step={SEEK_STEP_SECONDS}
        value={Math.min(current, known ? duration : 0)}
        disabled={!known}
        aria-label={t`Seek`}
        aria-valuetext={t`${elapsed} of ${total}`}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className={css({
          flex: '1',
          minWidth: '0',
          accentColor: 'accent.default',
          height: '6',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
        })}
      />
      <span className={time} data-testid="remaining">
        {formatRemaining(known ? duration - current : 0)}
      </span>
    </div>
  );
}
