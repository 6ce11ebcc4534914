import { describe, expect, it } from 'vitest';
import { avatarSvg, coverSvg, escapeXml, initialsOf } from './render-svg';

describe('render-svg', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('takes initials from Latin words and the first characters of CJK text', () => {
    expect(initialsOf('Hip Hop Basics')).toBe('HH');
    expect(initialsOf('ヒップホップ基礎')).toBe('ヒッ');
    expect(initialsOf('김민지')).toBe('김민');
    expect(initialsOf('<script>alert(1)</script> x')).toBe('SX');
  });

  it('renders no markup from the text', () => {
    for (const svg of [coverSvg('<&> "quoted"', 3), avatarSvg('</text><script>x</script>', 4)]) {
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).not.toContain('<script');
      expect(svg.match(/<text/g)).toHaveLength(1);
    }
  });
});
