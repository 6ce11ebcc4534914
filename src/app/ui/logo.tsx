import { css } from 'styled-system/css';

/** The Stagepass mark and wordmark; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#F45A22" />
            <stop offset="1" stopColor="#AD3510" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="url(#logo-gradient)" />
        <path d="M25 13 L46 26.5 L25 40 Z" fill="#fff" />
        <path d="M14 47 Q32 56 50 47" fill="none" stroke="#FFE3D4" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={css({ fontWeight: '800', fontSize: '1.25rem', letterSpacing: '-0.01em', color: 'fg.default' })}>
        Stagepass
      </span>
    </span>
  );
}
