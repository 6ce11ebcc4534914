import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentType as T } from '../codes';
import {
  BaseInfoSchema,
  CalendarRangeSchema,
  EditorMessages as M,
  editorStepsFor,
  meetingInfoSchemaFor,
  stepSchemaFor,
} from './content-editor';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('editor steps per type', () => {
  it('shows meetings for classes, service info for private classes and feedback, settings for communities', () => {
    expect(editorStepsFor(T.footage)).toEqual(['general-info', 'base_info', 'media', 'tags', 'collaboration']);
    expect(editorStepsFor(T.publicClass)).toContain('meeting-info');
    expect(editorStepsFor(T.privateClass)).toEqual(expect.arrayContaining(['meeting-info', 'service-info']));
    expect(editorStepsFor(T.feedback)).toContain('service-info');
    expect(editorStepsFor(T.subscription)).toContain('subscription');
    expect(stepSchemaFor(T.footage, 'meeting-info')).toBeNull();
  });
});

describe('price and whole-number rules', () => {
  it('accepts digits and one dot within the currency digits', () => {
    expect(v.parse(BaseInfoSchema, { price: '12.5', currency: 'USD' })).toEqual({ price: '12.5', currency: 'USD' });
    expect(v.parse(BaseInfoSchema, { price: '12,5', currency: 'USD' })).toEqual({ price: '12.5', currency: 'USD' });
    expect(messages(BaseInfoSchema, { price: '12a', currency: 'USD' })).toEqual([`price: ${M.priceFormat}`]);
    expect(messages(BaseInfoSchema, { price: '-5', currency: 'USD' })).toEqual([`price: ${M.priceNegative}`]);
    expect(messages(BaseInfoSchema, { price: '1e3', currency: 'USD' })).toEqual([`price: ${M.priceExponent}`]);
    expect(messages(BaseInfoSchema, { price: '12,500', currency: 'USD' })).toEqual([`price: ${M.priceSeparator}`]);
    expect(messages(BaseInfoSchema, { price: '12,5', currency: 'JPY' })).toEqual([`price: ${M.priceDigits}`]);
    expect(messages(BaseInfoSchema, { price: '12.555', currency: 'EUR' })).toEqual([`price: ${M.priceDigits}`]);
    expect(messages(BaseInfoSchema, { price: '100', currency: 'JPY' })).toEqual([]);
    expect(messages(BaseInfoSchema, { price: '2000000', currency: 'USD' })).toEqual([`price: ${M.priceTooHigh}`]);
  });

  it('counts meetings per type: exactly one for types 3 and 4', () => {
    const meeting = { starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T11:00:00Z', place: 'Hall' };
    // 11:00 at +02:00 is 09:00 UTC: before the start.
    const backwards = { ...meeting, ends_at: '2030-01-01T11:00:00+02:00' };
    expect(messages(meetingInfoSchemaFor(T.publicClass), { meetings: [meeting, meeting] })).toEqual([
      `meetings: ${M.meetingsExactlyOne}`,
    ]);
    expect(messages(meetingInfoSchemaFor(T.multiMeetingPublicClass), { meetings: [meeting, backwards] })).toEqual([
      `meetings.1.ends_at: ${M.endBeforeStart}`,
    ]);
    expect(
      messages(meetingInfoSchemaFor(T.privateClass), {
        meetings: [{ ...meeting, ends_at: '2030-01-01T12:00:00Z', capacity: '1e3' }],
      }),
    ).toEqual([`meetings.0.capacity: ${M.wholeNumber}`]);
  });
});

describe('calendar range', () => {
  it('takes whole days, from before to, at most 100 days', () => {
    expect(messages(CalendarRangeSchema, { from: '2030-01-01', to: '2030-04-10' })).toEqual([]);
    expect(messages(CalendarRangeSchema, { from: '2030-01-01', to: '2030-04-11' })).toEqual([`to: ${M.rangeTooLong}`]);
    expect(messages(CalendarRangeSchema, { from: '2030-02-01', to: '2030-01-01' })).toEqual([`to: ${M.rangeInvalid}`]);
  });
});
