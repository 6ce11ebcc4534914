import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';

export const MAIN_ID = 'main';

/** The first focusable element: jumps past the header to the page's main landmark (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={css({
        position: 'absolute',
        insetInlineStart: '3',
        top: '-20',
        // Above everything while focused (it is off-screen otherwise); the theme has no z-index scale yet.
        zIndex: 'skipLink',
        px: '4',
        py: '2',
        bg: 'bg.surface',
        color: 'accent.fg',
        fontWeight: '600',
        borderRadius: 'control',
        boxShadow: 'overlay',
        _focusVisible: { top: '3' },
      })}
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
