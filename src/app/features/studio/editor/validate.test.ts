import { describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import { BaseInfoSchema, GeneralInfoSchema, meetingInfoSchemaFor, TagsSchema } from '@shared/schemas/content-editor';
import { formFieldName, schemaValidator } from './validate';

describe('field names', () => {
  it('writes valibot and server paths the way TanStack Form names fields', () => {
    expect(formFieldName([{ key: 'meetings' }, { key: 0 }, { key: 'starts_at' }])).toBe('meetings[0].starts_at');
  });
});

describe('schemaValidator with the shared editor schemas', () => {
  it('passes a valid step and reports the title rule', () => {
    const validate = schemaValidator(GeneralInfoSchema);
    expect(validate({ value: { title: 'House basics', description: '' } })).toBeUndefined();
    expect(validate({ value: { title: '   ', description: '' } })?.fields).toEqual({
      title: 'The title is required.',
    });
  });

  it('puts the price rules on the price field', () => {
    const validate = schemaValidator(BaseInfoSchema);
    expect(validate({ value: { price: '12.5.0', currency: 'USD' } })?.fields.price).toBe(
      'Enter the price in digits with one decimal mark, like 12.50.',
    );
    expect(validate({ value: { price: '12.50', currency: 'USD' } })).toBeUndefined();
    expect(validate({ value: { price: '12,50', currency: 'USD' } })).toBeUndefined();
    expect(validate({ value: { price: '-5', currency: 'USD' } })?.fields.price).toBe('The price cannot be negative.');
    expect(validate({ value: { price: '12.5', currency: 'JPY' } })?.fields.price).toBe(
      'The price has too many decimal places for this currency.',
    );
  });

  it('names a meeting’s field by its index and renames request fields', () => {
    const validate = schemaValidator(meetingInfoSchemaFor(ContentType.multiMeetingPublicClass));
    const result = validate({
      value: {
        meetings: [
          { starts_at: '2026-03-11T18:00:00.000Z', ends_at: '2026-03-11T17:00:00.000Z', place: 'Studio', link: '' },
        ],
      },
    });
    expect(result?.fields['meetings[0].ends_at']).toBe('The end must be after the start.');

    const tags = schemaValidator(TagsSchema, (value: { tags: number[] }) => ({ tag_ids: value.tags }), {
      tag_ids: 'tags',
    });
    expect(tags({ value: { tags: Array.from({ length: 21 }, (_, i) => i + 1) } })?.fields.tags).toBe(
      'Choose at most 20 tags.',
    );
  });
});
