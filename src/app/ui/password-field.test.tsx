import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { renderUi } from './test-utils';

function Controlled() {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" name="password" value={value} onChange={setValue} />;
}

describe('PasswordField', () => {
  it('toggles between hidden and visible, relabelling its button', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 's3cret!');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
