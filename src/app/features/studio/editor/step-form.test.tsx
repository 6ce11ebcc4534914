import { useLingui } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentType } from '@shared/codes';
import { editorStepsFor, GeneralInfoSchema, TagsSchema, type StudioContent } from '@shared/schemas/content-editor';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { TextField } from '@app/ui/text-field';
import { bindField } from '@app/platform/forms/bind-field';
import { EditorContentContext } from './editor-context';
import { StepForm, useStepForm } from './step-form';

const patch = vi.fn();
const navigate = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { patch: (...args: unknown[]) => patch(...args) },
}));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  Link: ({ children }: { children: ReactNode }) => <a href="/back">{children}</a>,
}));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const content = {
  id: 7,
  type: ContentType.tutorialSkills,
  steps: editorStepsFor(ContentType.tutorialSkills),
  missing: [],
  deleted_at: null,
  tags: [],
  collaborators: [],
  subscription_content: [],
} as unknown as StudioContent;

/** A step as the editor's are written: values as typed, the shared schema, what it sends. */
function GeneralStep() {
  const form = useStepForm({
    step: 'general-info',
    defaultValues: { title: '', description: '' },
    schema: GeneralInfoSchema,
    toRequest: (values) => ({ title: values.title.trim(), description: values.description.trim() }),
  });
  return (
    <StepForm form={form} step="general-info" intro="A clear title.">
      <form.Field name="title">{(field) => <TitleField field={field} label="Title" />}</form.Field>
    </StepForm>
  );
}

/** Typed as one thing, sent as another: the schema's and the server's `tag_ids` land on `tags`. */
function TagsStep() {
  const form = useStepForm({
    step: 'tags',
    defaultValues: { tags: 'x' },
    schema: TagsSchema,
    toChecked: (values) => ({ tag_ids: values.tags === 'x' ? Array.from({ length: 21 }, (_, i) => i + 1) : [] }),
    toRequest: () => ({ tag_ids: [1] }),
    rename: { tag_ids: 'tags' },
  });
  return (
    <StepForm form={form} step="tags" intro="Genres.">
      <form.Field name="tags">{(field) => <TitleField field={field} label="Genres" />}</form.Field>
    </StepForm>
  );
}

function TitleField({ field, label }: { field: Parameters<typeof bindField>[0]; label: string }) {
  const { i18n } = useLingui();
  return <TextField {...bindField(field, i18n)} label={label} />;
}

function show(step: ReactNode) {
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <EditorContentContext.Provider value={content}>{step}</EditorContentContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  patch.mockReset().mockResolvedValue({ data: content });
  navigate.mockReset();
});

describe('StepForm', () => {
  it("draws the step's name, intro, fields and footer", () => {
    show(<GeneralStep />);
    expect(screen.getByRole('heading', { level: 2, name: 'General info' })).toBeInTheDocument();
    expect(screen.getByText('A clear title.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
  });

  it('refuses what the shared schema refuses, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    show(<GeneralStep />);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(patch).not.toHaveBeenCalled();
  });

  it('saves what the step sends, then moves on to the next step', async () => {
    const user = userEvent.setup();
    show(<GeneralStep />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Krump basics ');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/content/7', {
        step: 'general-info',
        title: 'Krump basics',
        description: '',
      }),
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        expect.objectContaining({ params: expect.objectContaining({ step: 'base_info' }) }),
      ),
    );
  });

  it("puts the schema's and a 422's messages under the field the request names through `rename`", async () => {
    patch.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {}, [{ field: 'tag_ids', errors: ['Choose up to 20 genres.'] }]),
    );
    const user = userEvent.setup();
    show(<TagsStep />);
    const genres = screen.getByRole('textbox', { name: 'Genres' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(genres).toHaveAttribute('aria-invalid', 'true'));
    expect(patch).not.toHaveBeenCalled();

    await user.clear(genres);
    await user.type(genres, 'y');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(genres).toHaveAccessibleDescription(/Choose up to 20 genres\./));
  });
});
