import type { ReactNode, SVGProps } from 'react';

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Player-only glyphs in the design system's style (24×24, currentColor, hidden from assistive tech). */
function Glyph({ size = 20, children, ...rest }: Props & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const PauseIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </Glyph>
);
export const VolumeIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M4 9v6h4l5 4V5L8 9Z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7" />
  </Glyph>
);
export const MutedIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M4 9v6h4l5 4V5L8 9Z" />
    <path d="m17 9 5 6M22 9l-5 6" />
  </Glyph>
);
export const FullscreenIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Glyph>
);
export const PipIcon = (p: Props) => (
  <Glyph {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="12" width="7" height="5" rx="1" fill="currentColor" />
  </Glyph>
);
export const CaptionsIcon = (p: Props) => (
  <Glyph {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" />
  </Glyph>
);
export const PreviousIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M6 5v14M18 5 9 12l9 7Z" />
  </Glyph>
);
export const NextIcon = (p: Props) => (
  <Glyph {...p}>
    <path d="M18 5v14M6 5l9 7-9 7Z" />
  </Glyph>
);
