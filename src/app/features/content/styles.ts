import { css } from 'styled-system/css';

/** A 16:9 frame for the teaser, the videos and their placeholders. */
export const mediaFrame = css({
  display: 'block',
  width: 'full',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'card',
  bg: 'bg.emphasized',
});

export const sectionTitle = css({ textStyle: 'heading.md' });

export const section = css({ display: 'grid', gap: '3' });

/** Headings of the short lists beside the title (genres, collaborators). */
export const minorTitle = css({ textStyle: 'label', color: 'fg.muted', textTransform: 'uppercase' });

export const minorSection = css({ display: 'grid', gap: '2' });
