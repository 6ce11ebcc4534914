import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import type { CalendarEvent } from '@shared/schemas/search';

/**
 * Booked classes and classes of creators one follows look different (filled vs outlined) and say
 * so in words too, so colour is never the only difference.
 */
export const eventKindLabel = (event: Pick<CalendarEvent, 'booked'>) => (event.booked ? msg`Booked` : msg`Following`);

export const eventKindStyle = css({
  borderWidth: '1px',
  borderRadius: 'control',
  '&[data-booked=true]': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
  '&[data-booked=false]': { bg: 'bg.surface', color: 'fg.default', borderColor: 'accent.fg', borderStyle: 'dashed' },
});
