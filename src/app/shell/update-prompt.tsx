import { Trans, useLingui } from '@lingui/react/macro';
import XIcon from 'lucide-react/icons/x';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';
import { pwaUpdate, useUpdateAvailable } from './update-store';

const banner = css({
  position: 'fixed',
  insetInline: '4',
  bottom: 'calc(1rem + env(safe-area-inset-bottom))',
  zIndex: 'toast',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: '2',
  paddingInlineStart: '4',
  paddingInlineEnd: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'overlay',
});

/** "A new version is ready — Reload": shown when a new service worker waits (registerType "prompt"). */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const { t } = useLingui();
  if (!available) return null;
  return (
    <div role="status" className={banner}>
      <p className={css({ flex: '1', textStyle: 'body.sm' })}>
        <Trans>A new version of Stagepass is ready.</Trans>
      </p>
      <Button type="button" size="sm" onClick={() => pwaUpdate.apply()}>
        <Trans>Reload</Trans>
      </Button>
      <IconButton aria-label={t`Later`} size="sm" onClick={() => pwaUpdate.dismiss()}>
        <XIcon size={16} />
      </IconButton>
    </div>
  );
}
