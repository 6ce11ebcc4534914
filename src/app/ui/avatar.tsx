import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { createStyleContext } from 'styled-system/jsx';
import { avatar } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(avatar);
const Root = withProvider(ArkAvatar.Root, 'root');
const Image = withContext(ArkAvatar.Image, 'image');
const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

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
  return (
    <Root
      size={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <Fallback aria-hidden="true">{initials(name)}</Fallback>
      {src ? <Image src={src} alt="" /> : null}
    </Root>
  );
}
