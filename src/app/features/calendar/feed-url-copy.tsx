import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';

/** The new feed URL in a read-only field (selectable on any device) with a copy button. */
export function FeedUrlCopy({ url }: { url: string }) {
  const { t } = useLingui();
  const id = useId();
  const classes = field();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied. Paste it into your calendar app.`);
    } catch {
      // No clipboard (an old browser or a refused permission): the field is selected for a manual copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast.info(t`Copy the selected link by hand.`);
    }
  };

  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <label htmlFor={id} className={classes.label}>
        <Trans>Your private calendar link</Trans>
      </label>
      <div className={css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', sm: 'nowrap' } })}>
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-once`}
          onFocus={(event) => event.currentTarget.select()}
          className={classes.input}
        />
        <Button type="button" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <p id={`${id}-once`} className={css({ textStyle: 'body.sm', fontWeight: '600' })}>
        <Trans>This link is shown only now. Copy it before you leave this page.</Trans>
      </p>
    </div>
  );
}
