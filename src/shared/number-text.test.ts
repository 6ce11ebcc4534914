import { describe, expect, it } from 'vitest';
import { priceTextToMinor, readPriceText } from './number-text';

describe('readPriceText: what people type as a price', () => {
  it('reads a dot as the decimal mark (en, ja, ko, zh)', () => {
    expect(readPriceText('12.50')).toEqual({ ok: true, text: '12.50' });
    expect(readPriceText(' 12 ')).toEqual({ ok: true, text: '12' });
    expect(readPriceText('0.5')).toEqual({ ok: true, text: '0.5' });
  });

  it('reads one comma with at most two digits after it, and no dot, as the decimal mark', () => {
    expect(readPriceText('12,50')).toEqual({ ok: true, text: '12.50' });
    expect(readPriceText('12,5')).toEqual({ ok: true, text: '12.5' });
  });

  it('reads full-width digits and marks typed with a Japanese or Chinese input method', () => {
    expect(readPriceText('１２．５０')).toEqual({ ok: true, text: '12.50' });
    expect(readPriceText('１２，５')).toEqual({ ok: true, text: '12.5' });
  });

  it('refuses negatives, exponents and thousands separators rather than reinterpreting them', () => {
    expect(readPriceText('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(readPriceText('1e3')).toEqual({ ok: false, problem: 'exponent' });
    expect(readPriceText('1E-2')).toEqual({ ok: false, problem: 'exponent' });
    expect(readPriceText('12,500')).toEqual({ ok: false, problem: 'separator' });
    expect(readPriceText('1,250.00')).toEqual({ ok: false, problem: 'separator' });
    expect(readPriceText('1.250,00')).toEqual({ ok: false, problem: 'separator' });
    expect(readPriceText('1 250')).toEqual({ ok: false, problem: 'separator' });
  });

  it('refuses anything else as not a price', () => {
    for (const text of ['', '.', ',', '1.2.3', '12a', '$12', 'abc', '12,', ',5'])
      expect(readPriceText(text), text).toEqual({ ok: false, problem: 'format' });
  });
});

describe('priceTextToMinor', () => {
  it('gives minor units within the currency digits, and nothing for more decimals than it has', () => {
    expect(priceTextToMinor('12,50', 'USD')).toBe(1250);
    expect(priceTextToMinor('12.5', 'EUR')).toBe(1250);
    expect(priceTextToMinor('12.555', 'EUR')).toBeUndefined();
    expect(priceTextToMinor('1200', 'JPY')).toBe(1200);
    expect(priceTextToMinor('12.5', 'JPY')).toBeUndefined();
    expect(priceTextToMinor('-5', 'USD')).toBeUndefined();
    expect(priceTextToMinor('1e3', 'USD')).toBeUndefined();
  });
});
