import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';

/** On a bought feedback service (type 7): where the fan sends their video and later reads the answers. */
export function SendFeedbackLink({ contentId }: { contentId: number }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <UiLink
      href={`/${locale}/fan/feedback/send/${contentId}`}
      className={buttonStyles({ variant: 'solid', size: 'sm' })}
    >
      <Trans>Send your video for feedback</Trans>
    </UiLink>
  );
}
