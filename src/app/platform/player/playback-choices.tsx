import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { AttachedSource } from './attach-source';

/** Outside practice mode (whose slow speeds are for learning steps): half to double speed. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** hls.js's level for "choose by bandwidth". */
export const AUTO_QUALITY = -1;

// Native selects: their lists open inside a full-screen player, where a portalled listbox would not show.
const choice = css({
  minHeight: 'touch',
  px: '1.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
  textStyle: 'body.sm',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

/** Auto or one rendition, tallest first; nothing to choose with fewer than two. */
export function QualityChoice({
  levels,
  value,
  onChange,
}: {
  levels: AttachedSource['levels'];
  value: number;
  onChange: (level: number) => void;
}) {
  const { t } = useLingui();
  if (levels.length < 2) return null;
  return (
    <select
      aria-label={t`Quality`}
      className={choice}
      value={value}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    >
      <option value={AUTO_QUALITY}>{t`Auto`}</option>
      {levels.map((level) => (
        <option key={level.index} value={level.index}>
          {`${level.height}p`}
        </option>
      ))}
    </select>
  );
}

export function SpeedChoice({ value, onChange }: { value: number; onChange: (speed: number) => void }) {
  const { t } = useLingui();
  return (
    <select
      aria-label={t`Playback speed`}
      className={choice}
      value={value}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    >
      {PLAYBACK_SPEEDS.map((speed) => (
        <option key={speed} value={speed}>{`${speed}×`}</option>
      ))}
    </select>
  );
}
