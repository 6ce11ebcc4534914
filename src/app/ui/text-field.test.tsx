import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test-utils';
import { TextField } from './text-field';

function Controlled({ errors, hint }: { errors?: string[]; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField label="Email" name="email" value={value} onChange={setValue} errors={errors} hint={hint} required />
  );
}

describe('TextField', () => {
  it('is labelled and reports typing as a string', async () => {
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and links every error through aria-describedby', () => {
    renderUi(<Controlled errors={['Enter an email address', 'Already taken']} hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter an email address Already taken');
  });

  it('describes itself with the hint alone when valid', () => {
    renderUi(<Controlled hint="We never share it" />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('We never share it');
    expect(screen.queryByText('Enter an email address')).not.toBeInTheDocument();
  });
});
