import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';

/** The home page's opening for visitors: what Stagepass is, and how to join or sign in. */
export function Hero({ lang }: { lang: Locale }) {
  return (
    <section
      aria-labelledby="home-title"
      className={css({
        display: 'grid',
        gap: '4',
        py: { base: '8', sm: '14' },
        maxWidth: '44rem',
      })}
    >
      <h1 id="home-title" className={css({ textStyle: 'display' })}>
        <Trans>Performances, classes and tutorials from the creators you love</Trans>
      </h1>
      <p className={css({ textStyle: 'body.lg', color: 'fg.muted' })}>
        <Trans>
          Watch stage performances, join live classes and learn with tutorials from producers, organizers and dancers.
          Save what you love and keep watching even when you are offline.
        </Trans>
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Link to="/$lang/sign-up" params={{ lang }} className={buttonStyles({ size: 'lg' })}>
          <Trans>Join Stagepass</Trans>
        </Link>
        <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </section>
  );
}
