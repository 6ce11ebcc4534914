import type { EditorStep, PublishRequirement, StudioContent } from '@shared/schemas/content-editor';

/** done: nothing missing; missing: publishing needs something here; optional: may stay empty. */
export type StepState = 'done' | 'missing' | 'optional';

export interface StepView {
  step: EditorStep;
  state: StepState;
  /** The publish requirements this step holds. */
  missing: PublishRequirement[];
}

/** Where each publish requirement is fixed. */
const requirementStep: Record<PublishRequirement, EditorStep> = {
  cover: 'media',
  video: 'media',
  video_failed: 'media',
  meetings: 'meeting-info',
  service: 'service-info',
};

type StepSource = Pick<StudioContent, 'steps' | 'missing' | 'deleted_at' | 'tags' | 'collaborators'> & {
  subscription_content: unknown[];
};

/**
 * The steps the stepper shows and the state of each. An item in the trash shows only its
 * `content-deleted` step: nothing else can be edited until it is restored.
 */
export function stepViews(content: StepSource): StepView[] {
  if (content.deleted_at !== null) return [{ step: 'content-deleted', state: 'done', missing: [] }];
  return content.steps
    .filter((step) => step !== 'content-deleted')
    .map((step) => {
      const missing = content.missing.filter((requirement) => requirementStep[requirement] === step);
      return { step, missing, state: missing.length > 0 ? 'missing' : stateWhenComplete(step, content) };
    });
}

function stateWhenComplete(step: EditorStep, content: StepSource): StepState {
  switch (step) {
    case 'tags':
      return content.tags.length > 0 ? 'done' : 'optional';
    case 'collaboration':
      return content.collaborators.length > 0 ? 'done' : 'optional';
    case 'subscription':
      return content.subscription_content.length > 0 ? 'done' : 'optional';
    default:
      return 'done';
  }
}

/** The step to open when none is named: the first with something missing, else the first. */
export function firstStep(views: readonly StepView[]): EditorStep {
  return (views.find((view) => view.state === 'missing') ?? views[0])?.step ?? 'general-info';
}

/** The neighbours of a step, for the Back / Next buttons under each form. */
export function neighbours(views: readonly StepView[], step: EditorStep) {
  const index = views.findIndex((view) => view.step === step);
  return {
    index,
    previous: index > 0 ? views[index - 1]!.step : null,
    next: index >= 0 && index < views.length - 1 ? views[index + 1]!.step : null,
  };
}
