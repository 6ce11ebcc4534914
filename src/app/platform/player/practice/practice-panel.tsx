import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { SegmentedControl } from '@app/ui/segmented-control';
import { Switch } from '@app/ui/switch';
import { formatDuration } from '@app/platform/format';
import {
  defaultPracticeSettings,
  PRACTICE_SPEEDS,
  setMark,
  stepFrame,
  type PracticeSettings,
} from './practice-settings';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/** Practice controls under a video: mirror, speed, A–B loop and frame steps. */
export function PracticePanel({
  videoRef,
  settings,
  onChange,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  settings: PracticeSettings;
  onChange: (next: PracticeSettings) => void;
}) {
  const { t } = useLingui();
  const video = () => videoRef.current;
  const mark = (which: 'A' | 'B') => {
    const v = video();
    if (v) onChange(setMark(settings, which, Math.round(v.currentTime * 10) / 10));
  };
  const step = (direction: 1 | -1) => {
    const v = video();
    if (!v) return;
    v.pause();
    v.currentTime = stepFrame(v.currentTime, v.duration, direction);
  };
  const loopSet = settings.loopStart !== null && settings.loopEnd !== null;
  const loopStart = formatDuration(settings.loopStart ?? 0);
  const loopEnd = formatDuration(settings.loopEnd ?? 0);
  return (
    <section
      aria-label={t`Practice mode`}
      className={css({ display: 'grid', gap: '3', p: '3', borderRadius: 'card', bg: 'bg.muted' })}
    >
      <div className={row}>
        <Switch
          label={<Trans>Mirror</Trans>}
          checked={settings.mirrored}
          onCheckedChange={(mirrored) => onChange({ ...settings, mirrored })}
        />
      </div>
      <SegmentedControl
        label={t`Speed`}
        value={String(settings.speed)}
        onValueChange={(value) => onChange({ ...settings, speed: Number(value) })}
        items={PRACTICE_SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}×` }))}
      />
      <div className={row} role="group" aria-label={t`Loop a section`}>
        <Button type="button" size="sm" variant="outline" onClick={() => mark('A')}>
          <Trans>Set A</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => mark('B')}>
          <Trans>Set B</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={settings.loopStart === null && settings.loopEnd === null}
          onClick={() => onChange({ ...settings, loopStart: null, loopEnd: null })}
        >
          <Trans>Clear loop</Trans>
        </Button>
        <span role="status" className={css({ textStyle: 'body.sm', color: 'fg.muted' })} data-testid="practice-loop">
          {loopSet ? (
            <Trans>
              Looping {loopStart} – {loopEnd}
            </Trans>
          ) : settings.loopStart !== null ? (
            <Trans>A at {loopStart}</Trans>
          ) : (
            <Trans>No loop</Trans>
          )}
        </span>
      </div>
      <div className={row} role="group" aria-label={t`Frame by frame`}>
        <Button type="button" size="sm" variant="outline" onClick={() => step(-1)}>
          <Trans>Previous frame</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => step(1)}>
          <Trans>Next frame</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onChange(defaultPracticeSettings)}>
          <Trans>Reset practice settings</Trans>
        </Button>
      </div>
    </section>
  );
}
