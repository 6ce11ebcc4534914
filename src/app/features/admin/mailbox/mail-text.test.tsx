import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { MailText } from './mail-text';

describe('MailText', () => {
  it('shows the text as written, with its web addresses as links', () => {
    const link = 'http://localhost:3000/en/password?token=abc';
    renderUi(<MailText text={`Hi Ann,\n\nChoose a new password:\n${link}\n\n— Stagepass`} />);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByText(/Choose a new password:/)).toBeInTheDocument();
  });

  it('never injects markup a mail contains, and links only http(s) addresses', () => {
    const { container } = renderUi(
      <MailText text={'<img src=x onerror="alert(1)"> javascript:alert(1) <b>bold</b> https://ok.example/a'} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/a']);
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
