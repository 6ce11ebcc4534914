import { Fragment, type ReactNode } from 'react';
import { Lexer, type Token, type Tokens } from 'marked';
import { css } from 'styled-system/css';

/** Only these link targets are rendered as links; `javascript:` and friends become plain text. */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <Fragment key={index}>{renderInline(token)}</Fragment>);
}

function renderInline(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      if (!SAFE_URL.test(link.href)) return inline(link.tokens);
      const external = /^https?:/i.test(link.href);
      return (
        <a href={link.href} title={link.title ?? undefined} rel={external ? 'noopener noreferrer' : undefined}>
          {inline(link.tokens)}
        </a>
      );
    }
    // Images would load third-party addresses on a legal page: show their description instead.
    case 'image':
      return (token as Tokens.Image).text;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : text.text;
    }
    // Raw HTML is shown as the text it is, never interpreted.
    default:
      return 'text' in token ? String(token.text) : null;
  }
}

function renderBlock(token: Token, key: number, shift: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const Tag = `h${Math.min(heading.depth + shift, 6)}` as 'h2';
      return <Tag key={key}>{inline(heading.tokens)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => <li key={index}>{blocks(item.tokens, shift)}</li>);
      return list.ordered ? (
        <ol key={key} start={typeof list.start === 'number' ? list.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks((token as Tokens.Blockquote).tokens, shift)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'space':
      return null;
    default:
      return <Fragment key={key}>{renderInline(token)}</Fragment>;
  }
}

function blocks(tokens: Token[], shift: number): ReactNode {
  return tokens.map((token, index) => renderBlock(token, index, shift));
}

const prose = css({
  display: 'grid',
  gap: '4',
  lineHeight: '1.7',
  '& h2': { textStyle: 'heading.md', mt: '4' },
  '& h3, & h4, & h5, & h6': { textStyle: 'heading.sm', mt: '2' },
  '& ul': { listStyleType: 'disc', pl: '6', display: 'grid', gap: '1' },
  '& ol': { listStyleType: 'decimal', pl: '6', display: 'grid', gap: '1' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'border.default', pl: '4', color: 'fg.muted' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', p: '4', borderRadius: 'control', overflowX: 'auto' },
  '& hr': { borderColor: 'border.default' },
  '& a': { textDecoration: 'underline' },
});

/**
 * Markdown written by admins, rendered as React elements from marked's tokens: nothing is ever
 * injected as HTML, raw HTML shows as text, and only safe link targets become links.
 */
export function Markdown({ source, title }: { source: string; title?: string }) {
  const tokens = new Lexer({ gfm: true }).lex(source);
  // Pages often open with their own title, which the page already shows as its h1.
  const first = tokens.find((token) => token.type !== 'space');
  const repeatsTitle =
    first?.type === 'heading' && (first as Tokens.Heading).depth === 1 && first.text.trim() === title;
  const body = repeatsTitle ? tokens.filter((token) => token !== first) : tokens;
  // The page title is the h1: the body's top heading level becomes h2, and the rest follow without gaps.
  const depths = body.filter((token) => token.type === 'heading').map((token) => (token as Tokens.Heading).depth);
  const shift = 2 - (depths.length > 0 ? Math.min(...depths) : 1);
  return <div className={prose}>{blocks(body, shift)}</div>;
}
