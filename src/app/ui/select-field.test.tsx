import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { renderUi } from './test-utils';

function Currency({ errors }: { errors?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField
        label="Currency"
        placeholder="Choose a currency"
        value={value}
        onValueChange={setValue}
        errors={errors}
        options={[
          { value: 'usd', label: 'US dollar' },
          { value: 'jpy', label: 'Japanese yen' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('opens a listbox and reports the chosen value', async () => {
    const user = userEvent.setup();
    renderUi(<Currency />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent('Choose a currency');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Japanese yen' }));
    expect(screen.getByRole('status')).toHaveTextContent('jpy');
    expect(trigger).toHaveTextContent('Japanese yen');
  });

  it('links its error to the trigger', () => {
    renderUi(<Currency errors={['Choose a currency']} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a currency');
  });

  it('shows an option whose value is empty as chosen (a filter\'s "All …"), and can come back to it', async () => {
    const user = userEvent.setup();
    function RoleFilter() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          label="Role"
          value={value}
          onValueChange={setValue}
          options={[
            { value: '', label: 'All roles' },
            { value: 'fan', label: 'Fan' },
          ]}
        />
      );
    }
    renderUi(<RoleFilter />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    expect(trigger).toHaveTextContent('All roles');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Fan' }));
    expect(trigger).toHaveTextContent('Fan');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'All roles' }));
    expect(trigger).toHaveTextContent('All roles');
  });
});
