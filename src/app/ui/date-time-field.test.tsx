import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './date-time-field';
import { renderUi } from './test-utils';

describe('DateTimeField', () => {
  it('is a labelled native date-time input that reports its local value', () => {
    const onChange = vi.fn();
    renderUi(<DateTimeField label="Starts" name="starts" value="" onChange={onChange} hint="Your time zone" />);
    const input = screen.getByLabelText('Starts');
    expect(input).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(input, { target: { value: '2026-03-11T18:30' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-11T18:30');
    expect(input).toHaveAccessibleDescription('Your time zone');
  });

  it('marks itself invalid and describes the error', () => {
    renderUi(<DateTimeField label="Ends" name="ends" value="" onChange={() => {}} errors={['Too early']} />);
    const input = screen.getByLabelText('Ends');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Too early'));
  });
});
