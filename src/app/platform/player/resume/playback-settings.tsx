import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { autoResumePreference, useAutoResume } from '@app/platform/preferences';
import { Switch } from '@app/ui/switch';

/** The personalization page's playback choice: start videos where they were left, or from the start. */
export function PlaybackSettings() {
  const autoResume = useAutoResume();
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <h2 className={css({ textStyle: 'heading.sm' })}>
        <Trans>Playback</Trans>
      </h2>
      <Switch
        label={<Trans>Continue videos where I left off</Trans>}
        checked={autoResume}
        onCheckedChange={(checked) => autoResumePreference.set(checked)}
        name="auto_resume"
      />
      <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
        <Trans>Applies on this device. Signed in, your place in each video is also kept for your other devices.</Trans>
      </p>
    </div>
  );
}
