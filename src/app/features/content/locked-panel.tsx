import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { css } from 'styled-system/css';
import { classTypes, ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { formatDuration, formatPrice } from '@app/platform/format';
import { useIsSignedIn } from '@app/platform/session';
import { SignInLink } from '@app/platform/catalogue/sign-in-link';

/** What buying this item gives, in the terms of its type. */
function useUnlocks(item: ContentResource): ReactNode[] {
  const unlocks: ReactNode[] = [];
  const main = item.encodedVideo;
  const duration = formatDuration(main?.duration_seconds ?? 0);
  if (item.counts.video_count > 0) {
    unlocks.push(main?.duration_seconds ? <Trans>The full video ({duration})</Trans> : <Trans>The full video</Trans>);
  }
  const extra = item.counts.additional_videos_count;
  if (extra > 0) unlocks.push(<Plural value={extra} one="# more video" other="# more videos" />);
  if (classTypes.includes(item.type)) {
    const meetings = item.meetings?.length ?? 0;
    unlocks.push(<Plural value={meetings} one="A place in the class" other="A place in all # meetings" />);
    unlocks.push(<Trans>The online link, for meetings held online</Trans>);
  }
  if (item.type === ContentType.feedback) unlocks.push(<Trans>Personal feedback from the creator</Trans>);
  if (item.type === ContentType.subscription) {
    const included = item.availableSubscribedContent?.length ?? 0;
    unlocks.push(
      <Plural value={included} one="# item included in the community" other="# items included in the community" />,
    );
  }
  return unlocks;
}

/** For a viewer who may not watch: what unlocking gives and what it costs, never a gated URL. */
export function LockedPanel({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  const signedIn = useIsSignedIn('site');
  const unlocks = useUnlocks(item);
  const price = formatPrice(item.price, i18n.locale as Locale);
  return (
    <section
      aria-labelledby="content-locked"
      className={css({
        display: 'grid',
        gap: '3',
        p: { base: '4', sm: '6' },
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
    >
      <h2
        id="content-locked"
        className={css({ textStyle: 'heading.md', display: 'flex', gap: '2', alignItems: 'center' })}
      >
        <EyeOffIcon size={20} />
        <Trans>Included when you buy it</Trans>
      </h2>
      {unlocks.length > 0 ? (
        <ul className={css({ display: 'grid', gap: '2' })}>
          {unlocks.map((unlock, index) => (
            <li key={index} className={css({ display: 'flex', gap: '2', alignItems: 'start' })}>
              <CheckIcon size={18} className={css({ color: 'success.fg', flexShrink: '0', mt: '0.5' })} />
              <span>{unlock}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={css({ textStyle: 'heading.sm' })}>
        <Trans>Price: {price}</Trans>
      </p>
      {(item.availableInSubscriptions?.length ?? 0) > 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>It is also included in the communities listed below.</Trans>
        </p>
      ) : null}
      {signedIn ? null : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>
            Already bought it?{' '}
            <SignInLink className={css({ color: 'accent.fg', textDecoration: 'underline' })}>Sign in</SignInLink> to
            watch.
          </Trans>
        </p>
      )}
    </section>
  );
}
