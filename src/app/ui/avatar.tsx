import { useState } from 'react';
import { avatar } from 'styled-system/recipes';
import { renditionUrl, SMALLEST_IMAGE_WIDTH } from '@shared/image-widths';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Set when the name is printed right beside the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
}

/** Up to two initials: first letters of the first and last words ("Ana Lopez" → "AL", "김민지" → "김"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => (word ? Array.from(word)[0] : '')).join('');
}

/**
 * A person's photo, falling back to their initials while loading or when there is none. Plain elements with the
 * recipe's classes (as Ark's avatar did, the photo stays hidden until loaded): the header shows one on every first
 * view, and Ark's machinery is not worth its weight for an image and a fallback.
 */
export function Avatar({ name, src: original, size = 'md', decorative = false }: AvatarProps) {
  const classes = avatar({ size });
  // At most 6rem across: the smallest rendition is sharp enough on any screen.
  const src = original ? renditionUrl(original, SMALLEST_IMAGE_WIDTH) : original;
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = !!src && loadedSrc === src;
  return (
    <span
      className={classes.root}
      data-scope="avatar"
      data-part="root"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span className={classes.fallback} data-scope="avatar" data-part="fallback" aria-hidden="true" hidden={loaded}>
        {initials(name)}
      </span>
      {src ? (
        <img
          className={classes.image}
          data-scope="avatar"
          data-part="image"
          src={src}
          alt=""
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc(null)}
        />
      ) : null}
    </span>
  );
}
