import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings one level below the page title, lists and emphasis', () => {
    render(<Markdown source={'# Help\n\nSome **bold** text.\n\n- one\n- two'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows raw HTML as text instead of interpreting it', () => {
    const { container } = render(
      <Markdown source={'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('keeps safe links and drops dangerous ones', () => {
    render(<Markdown source={'[site](https://example.com) [bad](javascript:alert(1)) [mail](mailto:a@b.c)'} />);
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText(/bad/)).toBeInTheDocument();
  });

  it('leaves out an opening heading that repeats the page title', () => {
    render(<Markdown source={'# Support\n\nText'} title="Support" />);
    expect(screen.queryByRole('heading', { name: 'Support' })).toBeNull();
  });
});
