import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { renderUi } from './test-utils';

describe('Checkbox', () => {
  it('toggles and links its error', async () => {
    const user = userEvent.setup();
    function Terms() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="I accept the terms"
          checked={checked}
          onCheckedChange={setChecked}
          errors={checked ? [] : ['Accept the terms to continue']}
        />
      );
    }
    renderUi(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.queryByText('Accept the terms to continue')).not.toBeInTheDocument();
  });
});

describe('CheckboxGroup', () => {
  it('picks many options under one legend', async () => {
    const user = userEvent.setup();
    function Genres() {
      const [value, setValue] = useState<string[]>(['salsa']);
      return (
        <>
          <CheckboxGroup
            label="Genres"
            value={value}
            onValueChange={setValue}
            options={[
              { value: 'salsa', label: 'Salsa' },
              { value: 'hip-hop', label: 'Hip-hop' },
              { value: 'ballet', label: 'Ballet' },
            ]}
          />
          <output>{value.join(',')}</output>
        </>
      );
    }
    renderUi(<Genres />);
    expect(screen.getByRole('group', { name: 'Genres' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ballet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Salsa' }));
    expect(screen.getByRole('status')).toHaveTextContent('ballet');
    expect(screen.getByRole('checkbox', { name: 'Ballet' })).toBeChecked();
  });
});
