import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test-utils';
import { TextAreaField } from './text-area-field';

function Report({ errors }: { errors?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="What is wrong?"
      name="text"
      value={value}
      onChange={setValue}
      maxLength={5000}
      errors={errors}
    />
  );
}

describe('TextAreaField', () => {
  it('counts characters against the maximum while there is no error', async () => {
    const user = userEvent.setup();
    renderUi(<Report />);
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Spam');
    expect(screen.getByText('4/5000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toHaveAccessibleDescription('4 of 5000 characters');
  });

  it('shows the error instead of the counter', () => {
    renderUi(<Report errors={['Write at least 100 characters']} />);
    expect(screen.queryByText('0/5000')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toHaveAccessibleDescription(
      'Write at least 100 characters',
    );
  });
});
