import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cva } from 'styled-system/css';
import type { SocialProvider } from '@shared/schemas/social';
import { FormError } from '@app/ui/form-error';
import { goToProvider, useSocialProviders, type SocialIntent } from './api';
import { providerNames } from './provider-names';

/** Each provider's brand colours: Google white with a grey outline, Facebook blue, Apple black. */
const brandButton = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    width: '100%',
    minHeight: '11',
    px: '4',
    borderRadius: 'control',
    borderWidth: '1px',
    fontWeight: 'medium',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'progress' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  },
  variants: {
    provider: {
      google: { bg: 'white', color: '#1f1f1f', borderColor: '#747775' },
      // White with the blue mark: white text on Facebook blue falls short of WCAG AA contrast.
      facebook: { bg: 'white', color: '#1f1f1f', borderColor: '#1877F2' },
      apple: { bg: 'black', color: 'white', borderColor: 'black' },
    },
  },
});

const mark = css({ fontWeight: 'bold', fontSize: 'lg', lineHeight: '1', width: '5', textAlign: 'center' });
const marks: Record<SocialProvider, string> = { google: 'G', facebook: 'f', apple: '' };
const markColours: Record<SocialProvider, string> = {
  google: css({ color: '#4285F4' }),
  facebook: css({ color: '#1877F2' }),
  apple: css({ color: 'white' }),
};

interface SocialButtonsProps {
  intent: SocialIntent;
  /** The creator role chosen before (creator sign-up). */
  role?: number;
}

/** "Continue with …" for each configured provider; nothing at all when none is. */
export function SocialButtons({ intent, role }: SocialButtonsProps) {
  const { t } = useLingui();
  const providers = useSocialProviders();
  const [leaving, setLeaving] = useState<SocialProvider>();
  const [failed, setFailed] = useState(false);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const go = async (provider: SocialProvider) => {
    setFailed(false);
    setLeaving(provider);
    try {
      await goToProvider(provider, intent, role);
    } catch {
      setFailed(true);
      setLeaving(undefined);
    }
  };

  return (
    <section aria-label={t`Sign in with another service`} className={css({ display: 'grid', gap: '2.5' })}>
      {list.map((provider) => {
        const name = providerNames[provider];
        return (
          <button
            key={provider}
            type="button"
            className={brandButton({ provider })}
            disabled={leaving !== undefined}
            aria-busy={leaving === provider}
            onClick={() => void go(provider)}
          >
            <span aria-hidden="true" className={`${mark} ${markColours[provider]}`}>
              {marks[provider]}
            </span>
            <Trans>Continue with {name}</Trans>
          </button>
        );
      })}
      <FormError>{failed ? <Trans>We could not reach the sign-in service. Please try again.</Trans> : null}</FormError>
      <p
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          color: 'fg.muted',
          textStyle: 'body.sm',
          _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' },
          _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' },
        })}
      >
        <Trans>or</Trans>
      </p>
    </section>
  );
}
