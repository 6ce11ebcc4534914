import { defineSlotRecipe } from '@pandacss/dev';
import { BACKDROP_TIMEOUT_MS } from '@app/../shared/limits';

/**
 * Ark Dialog. Width comes from --modal-max-width, set per instance by Modal
 * (690px default; 438px report; 510px testimonial), and never exceeds the viewport.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      // The spec's backdrop timing (§9) for the fade in; leaving stays quick so closing feels immediate.
      _open: { animation: `fadeIn ${BACKDROP_TIMEOUT_MS}ms ease-out` },
      _closed: { animation: 'fadeOut 150ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: { base: '3', sm: '6' },
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxWidth: 'min(var(--modal-max-width, 690px), 100%)',
      maxHeight: 'calc(100dvh - 1.5rem)',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'dialog',
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'dialogIn 180ms ease-out' },
      _closed: { animation: 'dialogOut 120ms ease-in' },
    },
    // Inline-end padding leaves room for the close button so long titles never run under it.
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pb: '2', paddingInlineEnd: '16' },
    title: { textStyle: 'heading.md', color: 'fg.default' },
    description: { textStyle: 'body.sm', color: 'fg.muted' },
    body: { px: '6', py: '3', overflowY: 'auto', flex: '1' },
    footer: { display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end', px: '6', pt: '3', pb: '6' },
    closeTrigger: { position: 'absolute', top: '3', insetInlineEnd: '3' },
  },
});
