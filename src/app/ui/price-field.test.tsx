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
  it('ignores letters and a second dot while typing', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1a2.5.0x');
    expect(input).toHaveValue('12.50');
    expect(onChange.mock.calls.every(([value]) => /^\d*\.?\d*$/.test(value as string))).toBe(true);
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('filters pasted text', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.click(input);
    await user.paste('$1,234.50');
    expect(input).toHaveValue('1234.50');
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
