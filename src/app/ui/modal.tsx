import { Dialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import XIcon from 'lucide-react/icons/x';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';
import { MODAL_MAX_WIDTH_PX, REPORT_DIALOG_MAX_WIDTH_PX, TESTIMONIAL_DIALOG_MAX_WIDTH_PX } from '@shared/limits';
import { IconButton } from './icon-button';

const { withRootProvider, withContext } = createStyleContext(dialog);
const Root = withRootProvider(Dialog.Root);
const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
const Positioner = withContext(Dialog.Positioner, 'positioner');
const Content = withContext(Dialog.Content, 'content');
const Header = withContext(ark.div, 'header');
const Title = withContext(Dialog.Title, 'title');
const Description = withContext(Dialog.Description, 'description');
const Body = withContext(ark.div, 'body');
const Footer = withContext(ark.div, 'footer');
const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');

/** The spec's dialog widths (product-spec §2, §9). */
export const MODAL_WIDTH = {
  default: MODAL_MAX_WIDTH_PX,
  report: REPORT_DIALOG_MAX_WIDTH_PX,
  testimonial: TESTIMONIAL_DIALOG_MAX_WIDTH_PX,
} as const;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the end of the dialog (wrapping on phones). */
  footer?: ReactNode;
  /** When false, only the close button, Escape or an action closes it (forms with unsaved input). */
  closeOnBackdrop?: boolean;
  /** In px; use MODAL_WIDTH.report / .testimonial for those dialogs. */
  maxWidth?: number;
  /** alertdialog for confirmations that interrupt (e.g. the no-permission dialog). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The app's one modal. Ark traps focus inside while open, returns it to the opener on close,
 * closes on Escape, and locks page scroll; the backdrop click is the only optional way out.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeOnBackdrop = true,
  maxWidth = MODAL_WIDTH.default,
  role = 'dialog',
}: ModalProps) {
  const { t } = useLingui();
  return (
    <Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnBackdrop}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Backdrop />
        <Positioner>
          <Content style={{ '--modal-max-width': `${maxWidth}px` } as CSSProperties}>
            <Header>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </Header>
            <CloseTrigger asChild>
              <IconButton aria-label={t`Close`}>
                <XIcon size={20} />
              </IconButton>
            </CloseTrigger>
            {children ? <Body>{children}</Body> : null}
            {footer ? <Footer>{footer}</Footer> : null}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}
