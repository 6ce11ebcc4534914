import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { avatar } from 'styled-system/recipes';

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

/** A person's photo, falling back to their initials while loading or when there is none. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  // The recipe's classes directly, not Panda's `styled` factory: the header shows an avatar on every first view.
  const classes = avatar({ size });
  return (
    <ArkAvatar.Root
      className={classes.root}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <ArkAvatar.Fallback className={classes.fallback} aria-hidden="true">
        {initials(name)}
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={classes.image} src={src} alt="" /> : null}
    </ArkAvatar.Root>
  );
}
