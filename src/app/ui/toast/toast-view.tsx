import { createToaster, Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { ark } from '@ark-ui/react/factory';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { toast as toastRecipe } from 'styled-system/recipes';
import { TOAST_DURATION_MS } from '@shared/limits';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import InfoIcon from 'lucide-react/icons/info';
import XIcon from 'lucide-react/icons/x';
import { IconButton } from '../icon-button';

const { withProvider, withContext } = createStyleContext(toastRecipe);
const Root = withProvider(Toast.Root, 'root');
const Icon = withContext(ark.span, 'icon');
const Content = withContext(ark.div, 'content');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');

/** One store for the whole app: top-right, 5 s (product-spec §9). */
export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, gap: 12, max: 4 });

const icons: Record<string, ReactNode> = {
  success: <CheckIcon size={20} />,
  error: <CircleAlertIcon size={20} />,
  warning: <CircleAlertIcon size={20} />,
  info: <InfoIcon size={20} />,
};

/**
 * Ark's toast region, loaded with the first toast (`../toaster.tsx`). The region is a polite live region; an error
 * toast becomes role=alert so it interrupts, as a failed action should.
 */
export function ToastView() {
  const { t } = useLingui();
  return (
    // Zag's own region label is English ("Notifications, top-end (alt+T)"); this one is translated.
    <ArkToaster toaster={toaster} aria-label={t`Notifications`}>
      {(item) => {
        const urgent = item.type === 'error';
        return (
          <Root key={item.id} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'}>
            <Icon aria-hidden="true">{icons[item.type ?? 'info'] ?? icons.info}</Icon>
            <Content>
              {item.title ? <Title>{item.title}</Title> : null}
              {item.description ? <Description>{item.description}</Description> : null}
            </Content>
            <CloseTrigger asChild>
              <IconButton aria-label={t`Dismiss notification`} size="sm">
                <XIcon size={16} />
              </IconButton>
            </CloseTrigger>
          </Root>
        );
      }}
    </ArkToaster>
  );
}
