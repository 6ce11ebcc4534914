// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LifecycleDescriptors } from '@shared/content-lifecycle';
import { englishOf } from '@shared/message-descriptor';
import { CaptionDescriptors } from '@shared/schemas/captions';
import { EditorDescriptors, wholeNumberSchema } from '@shared/schemas/content-editor';
import { CouponDescriptors } from '@shared/schemas/coupons';
import { activateLocale } from '@app/platform/i18n';
import { sharedMessage } from './shared-message';

const noOverrides = { loadOverrides: () => Promise.resolve(undefined) };

beforeAll(() => activateLocale('ja', noOverrides));
afterAll(() => activateLocale('en', noOverrides));

describe('sharedMessage', () => {
  it('shows every message of the shared editor, caption, coupon and lifecycle rules by its id in ja', () => {
    const areas = [EditorDescriptors, CaptionDescriptors, CouponDescriptors, LifecycleDescriptors];
    const untranslated = areas
      .flatMap((area) => Object.values(area))
      .filter((d) => sharedMessage(englishOf(d), i18n) === englishOf(d))
      .map((d) => d.id);
    expect(untranslated).toEqual([]);
  });

  it('keeps the numbers a schema filled in', () => {
    const parsed = v.safeParse(wholeNumberSchema(5, 1440), '2000');
    expect(parsed.success).toBe(false);
    expect(sharedMessage(parsed.issues?.[0].message ?? '', i18n)).toBe('5から1440までの数を入力してください。');
  });

  it('passes text no shared area defined through unchanged', () => {
    expect(sharedMessage('サーバーの答え', i18n)).toBe('サーバーの答え');
  });
});
