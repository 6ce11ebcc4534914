import { describe, expect, it } from 'vitest';
import { editorStepsFor } from '@shared/schemas/content-editor';
import { ContentType } from '@shared/codes';
import { firstStep, neighbours, stepViews } from './stepper-logic';

const base = {
  steps: editorStepsFor(ContentType.tutorialSkills),
  missing: [] as ('cover' | 'video' | 'meetings' | 'service' | 'video_failed')[],
  deleted_at: null as string | null,
  tags: [] as { id: number; slug: string; name: string }[],
  collaborators: [],
  subscription_content: [],
};

describe('stepViews', () => {
  it('lists the type’s steps in order and marks empty optional ones', () => {
    const views = stepViews(base);
    expect(views.map((v) => v.step)).toEqual(['general-info', 'base_info', 'media', 'tags', 'collaboration']);
    expect(views.find((v) => v.step === 'tags')?.state).toBe('optional');
    expect(views.find((v) => v.step === 'media')?.state).toBe('done');
  });

  it('puts each missing publish requirement on the step that fixes it', () => {
    const views = stepViews({
      ...base,
      steps: editorStepsFor(ContentType.privateClass),
      missing: ['cover', 'meetings', 'service'],
    });
    const byStep = Object.fromEntries(views.map((v) => [v.step, v]));
    expect(byStep.media).toMatchObject({ state: 'missing', missing: ['cover'] });
    expect(byStep['meeting-info']).toMatchObject({ state: 'missing', missing: ['meetings'] });
    expect(byStep['service-info']).toMatchObject({ state: 'missing', missing: ['service'] });
    expect(byStep['general-info']?.state).toBe('done');
  });

  it('marks tags done once there is one', () => {
    const views = stepViews({ ...base, tags: [{ id: 1, slug: 'hip-hop', name: 'Hip hop' }] });
    expect(views.find((v) => v.step === 'tags')?.state).toBe('done');
  });

  it('shows only the deleted step for an item in the trash', () => {
    expect(stepViews({ ...base, deleted_at: '2026-03-01T00:00:00Z' })).toEqual([
      { step: 'content-deleted', state: 'done', missing: [] },
    ]);
  });
});

describe('firstStep and neighbours', () => {
  it('opens the first step that needs something, else the first', () => {
    expect(firstStep(stepViews(base))).toBe('general-info');
    expect(firstStep(stepViews({ ...base, missing: ['video'] }))).toBe('media');
  });

  it('finds the previous and next steps', () => {
    const views = stepViews(base);
    expect(neighbours(views, 'general-info')).toEqual({ index: 0, previous: null, next: 'base_info' });
    expect(neighbours(views, 'collaboration')).toEqual({ index: 4, previous: 'tags', next: null });
    expect(neighbours(views, 'meeting-info').index).toBe(-1);
  });
});
