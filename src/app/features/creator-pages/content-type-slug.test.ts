import { describe, expect, it } from 'vitest';
import { ContentType, contentTypes } from '@shared/codes';
import { contentTypeSlugs, parseContentTypeSegment } from './content-type-slug';

describe('parseContentTypeSegment', () => {
  it('reads every slug back as its type', () => {
    for (const type of contentTypes) expect(parseContentTypeSegment(contentTypeSlugs[type])).toBe(type);
  });

  it('takes type numbers and the code names, in any case', () => {
    expect(parseContentTypeSegment('5')).toBe(ContentType.tutorialSkills);
    expect(parseContentTypeSegment('50')).toBe(ContentType.subscription);
    expect(parseContentTypeSegment('tutorialKnowledge')).toBe(ContentType.tutorialKnowledge);
    expect(parseContentTypeSegment('Multi-Meeting-Public-Class')).toBe(ContentType.multiMeetingPublicClass);
  });

  it('refuses anything else', () => {
    for (const segment of ['', '0', '9', '51', 'classes', 'about', '1.0']) {
      expect(parseContentTypeSegment(segment)).toBeNull();
    }
  });
});
