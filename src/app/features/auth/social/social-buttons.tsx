import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cva } from 'styled-system/css';
import type { SocialProvider } from '@shared/schemas/social';
import { FormError } from '@app/ui/form-error';
import { goToProvider, useSocialProviders, type SocialIntent } from './api';
import { brandMarks } from './brand-marks';
import { providerNames } from './provider-names';

/**
 * Each provider's button rules: Google white with a #747775 outline and #1F1F1F text, the mark 20 px with
 * 10 px to the text; Facebook its blue with white text and the white "f" (white on #0866FF is 4.8:1, AA);
 * Apple black with white text and logo (white with black in a dark theme). Full width, at least 44 px tall.
 */
const brandButton = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2.5',
    width: '100%',
    minHeight: '11',
    px: '3',
    borderRadius: 'control',
    borderWidth: '1px',
    fontWeight: 'medium',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'progress' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  },
  variants: {
    provider: {
      google: { bg: 'white', color: '#1F1F1F', borderColor: '#747775', _hover: { bg: '#F2F2F2' } },
      facebook: { bg: '#0866FF', color: 'white', borderColor: '#0866FF', _hover: { bg: '#0054E0' } },
      // Apple's black button is for light backgrounds; on dark ones its white button.
      apple: {
        bg: 'black',
        color: 'white',
        borderColor: 'black',
        _osDark: { bg: 'white', color: 'black', borderColor: 'white' },
        _dark: { bg: 'white', color: 'black', borderColor: 'white' },
        _light: { bg: 'black', color: 'white', borderColor: 'black' },
      },
    },
  },
});

const markBox = css({ display: 'flex', flexShrink: 0 });

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
        const Mark = brandMarks[provider];
        return (
          <button
            key={provider}
            type="button"
            className={brandButton({ provider })}
            disabled={leaving !== undefined}
            aria-busy={leaving === provider}
            onClick={() => void go(provider)}
          >
            <span className={markBox}>
              <Mark />
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
