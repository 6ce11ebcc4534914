import { describe, expect, it } from 'vitest';
import { filterNumberEdit, isValidNumberText, sanitizeNumberText } from './number-input-rules';

describe('sanitizeNumberText', () => {
  it('keeps only digits for whole numbers', () => {
    expect(sanitizeNumberText('1a2-3.4 5', 'whole')).toBe('12345');
  });

  it('keeps digits and the first dot for prices', () => {
    expect(sanitizeNumberText('1.2.3', 'price')).toBe('1.23');
    expect(sanitizeNumberText('$1,234.50', 'price')).toBe('1234.50');
    expect(sanitizeNumberText('-12e3', 'price')).toBe('123');
  });
});

describe('isValidNumberText', () => {
  it('accepts digits with at most one dot for prices', () => {
    expect(['', '0', '12', '12.', '.5', '12.50'].every((v) => isValidNumberText(v, 'price'))).toBe(true);
    expect(['1.2.3', '1,5', ' 1', '1e3', '-1'].some((v) => isValidNumberText(v, 'price'))).toBe(false);
  });

  it('accepts digits only for whole numbers', () => {
    expect(isValidNumberText('120', 'whole')).toBe(true);
    expect(isValidNumberText('12.0', 'whole')).toBe(false);
  });
});

describe('filterNumberEdit (typing)', () => {
  it('lets valid keystrokes through unchanged', () => {
    expect(filterNumberEdit('12', '123', 'price')).toEqual({ value: '123', caret: 3 });
    expect(filterNumberEdit('12', '12.', 'price')).toEqual({ value: '12.', caret: 3 });
  });

  it('rejects letters and signs, leaving the caret where the keystroke was', () => {
    expect(filterNumberEdit('12', '1x2', 'price')).toEqual({ value: '12', caret: 1 });
    expect(filterNumberEdit('12', '12-', 'whole')).toEqual({ value: '12', caret: 2 });
  });

  it('rejects a second dot wherever it is typed, keeping the first', () => {
    expect(filterNumberEdit('12.5', '12.5.', 'price')).toEqual({ value: '12.5', caret: 4 });
    expect(filterNumberEdit('1.5', '1..5', 'price')).toEqual({ value: '1.5', caret: 2 });
    expect(filterNumberEdit('1.5', '.1.5', 'price')).toEqual({ value: '1.5', caret: 0 });
  });

  it('rejects any dot in a whole number', () => {
    expect(filterNumberEdit('10', '10.', 'whole')).toEqual({ value: '10', caret: 2 });
  });
});

describe('filterNumberEdit (paste)', () => {
  it('strips currency symbols, separators and spaces from pasted prices', () => {
    expect(filterNumberEdit('', '$1,234.50', 'price')).toEqual({ value: '1234.50', caret: 7 });
    expect(filterNumberEdit('', ' 9 99 ', 'whole')).toEqual({ value: '999', caret: 3 });
  });

  it('drops pasted dots when the value already has one', () => {
    expect(filterNumberEdit('1.2', '1.23.4', 'price')).toEqual({ value: '1.234', caret: 5 });
  });

  it('filters a paste into the middle of a value', () => {
    expect(filterNumberEdit('15', '1abc2def5', 'whole')).toEqual({ value: '125', caret: 2 });
  });

  it('accepts a paste that replaces the whole value, dot included', () => {
    expect(filterNumberEdit('1.50', 'USD 2.75', 'price')).toEqual({ value: '2.75', caret: 4 });
  });

  it('cleans a previous value that was already invalid', () => {
    expect(filterNumberEdit('1.2.3', '1.2.34', 'price')).toEqual({ value: '1.234', caret: 5 });
  });
});
