import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PriceField } from './price-field';
import { renderUi } from './test-utils';
import { WholeNumberField } from './whole-number-field';

function Controlled({ whole, onChange }: { whole?: boolean; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    onChange?.(next);
    setValue(next);
  };
  return whole ? (
    <WholeNumberField label="Seats" name="seats" value={value} onChange={change} />
  ) : (
    <PriceField label="Price" name="price" value={value} onChange={change} />
  );
}

describe('PriceField', () => {
  it('keeps exactly what is typed, for the form to read or refuse with a message (never 12,50 → 1250)', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    for (const typed of ['12,50', '-5', '1e3']) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(onChange).toHaveBeenLastCalledWith(typed);
    }
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('WholeNumberField', () => {
  it('keeps digits only', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled whole />);
    const input = screen.getByRole('textbox', { name: 'Seats' });
    await user.type(input, '1.5e');
    await user.paste(' 2-0');
    expect(input).toHaveValue('1520');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
