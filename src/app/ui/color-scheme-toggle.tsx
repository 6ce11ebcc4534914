import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import { applyColorScheme, currentColorScheme, type ColorScheme } from './color-scheme';
import { IconButton } from './icon-button';

/** Header button flipping between light and dark; its label names the theme it switches to. */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const [scheme, setScheme] = useState<ColorScheme>(currentColorScheme);
  const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`}
      onClick={() => {
        applyColorScheme(next);
        setScheme(next);
      }}
    >
      {next === 'dark' ? <MoonIcon size={20} /> : <SunIcon size={20} />}
    </IconButton>
  );
}
