import { css } from 'styled-system/css';

/** One column on a phone, as many 16rem tiles as fit on wider screens. */
export const contentGrid = css({
  display: 'grid',
  gap: { base: '4', sm: '5' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const pageHeading = css({ textStyle: 'heading.lg' });
