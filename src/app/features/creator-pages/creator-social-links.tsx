import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SocialLink } from '@shared/schemas/profile';
import { networkNames } from '@app/features/account';

/** The creator's social links on their About tab, each opening in a new tab. */
export function CreatorSocialLinks({ name, links }: { name: string; links: SocialLink[] }) {
  const { t } = useLingui();
  if (links.length === 0) return null;
  return (
    <ul aria-label={t`${name} elsewhere`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 'touch',
              px: '3',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'control',
              color: 'accent.fg',
              fontWeight: '600',
              textDecoration: 'none',
              _hover: { bg: 'bg.muted' },
            })}
          >
            {link.network === 'website' ? t`Website` : networkNames[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
