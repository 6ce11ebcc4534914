import { useLingui } from '@lingui/react/macro';
import Volume2Icon from 'lucide-react/icons/volume-2';
import VolumeXIcon from 'lucide-react/icons/volume-x';
import { css } from 'styled-system/css';
import { IconButton } from '@app/ui/icon-button';

const VOLUME_STEP = 0.05;

/** Mute and a volume slider (arrow keys move it in 5% steps); muted, the slider reads zero. */
export function VolumeControl({
  volume,
  muted,
  onVolume,
  onMute,
}: {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onMute: () => void;
}) {
  const { t } = useLingui();
  const percent = Math.round(volume * 100);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      <IconButton aria-label={muted ? t`Unmute` : t`Mute`} aria-pressed={muted} onClick={onMute}>
        {muted ? <VolumeXIcon size={20} /> : <Volume2Icon size={20} />}
      </IconButton>
      <input
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={muted ? 0 : volume}
        aria-label={t`Volume`}
        aria-valuetext={muted ? t`Muted` : t`${percent}%`}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
        className={css({
          width: { base: '4.5rem', md: '6rem' },
          accentColor: 'accent.default',
          height: '6',
          cursor: 'pointer',
          _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
        })}
      />
    </div>
  );
}
