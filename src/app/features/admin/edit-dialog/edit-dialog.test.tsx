import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NamedRowSchema } from '@shared/schemas/admin';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { AdminEditDialog, type EditDialogField } from './edit-dialog';

const toastError = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: vi.fn() } }));

type Row = { name: string; ja: string; kind: string; note: string };
const fields: EditDialogField<Row>[] = [
  { name: 'name', label: 'English name', required: true },
  { name: 'ja', label: 'Japanese name' },
  {
    name: 'kind',
    label: 'Kind',
    options: [
      { value: 'plain', label: 'Plain' },
      { value: 'noted', label: 'With a note' },
    ],
  },
  { name: 'note', label: 'Note', multiline: true, shown: (row) => row.kind === 'noted' },
];
const toInput = (row: Row) => ({ name: row.name, names: { ja: row.ja || null } });
const empty: Row = { name: '', ja: '', kind: 'plain', note: '' };

const save = vi.fn();
const onSaved = vi.fn();
const onClose = vi.fn();

function renderDialog(values: Row | null = empty) {
  return renderUi(
    <AdminEditDialog
      values={values}
      title="Add genre"
      fields={fields}
      schema={NamedRowSchema}
      toInput={toInput}
      formField={{ 'names.ja': 'ja' }}
      save={save}
      failure="The row could not be saved."
      onSaved={onSaved}
      onClose={onClose}
    />,
  );
}

beforeEach(() => {
  save.mockReset().mockResolvedValue({ data: { id: 1 } });
  onSaved.mockReset();
  onClose.mockReset();
  toastError.mockReset();
});

describe('AdminEditDialog', () => {
  it('draws the fields it is given, a field shown only when its condition holds', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add genre' });
    expect(screen.getByRole('textbox', { name: /English name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Japanese name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    // Ark's listbox is portalled beside the dialog (hidden from the tree in jsdom), beside the native select's options.
    const options = await screen.findAllByRole('option', { name: 'With a note', hidden: true });
    await user.click(options.find((option) => option.tagName !== 'OPTION')!);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('refuses what the shared schema refuses, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /English name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Give a name\./);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the request the schema accepts, then says it is saved', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /English name/ }), 'Krump');
    await user.type(screen.getByRole('textbox', { name: 'Japanese name' }), 'クランプ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Krump', names: { ja: 'クランプ' } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("puts a 422's messages under the fields they name (request names mapped to the form's), the rest in a toast", async () => {
    save.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {}, [
        { field: 'name', errors: ['This name is already used.'] },
        { field: 'names.ja', errors: ['Too long.'] },
        { field: 'slug', errors: ['Not a field here.'] },
      ]),
    );
    const user = userEvent.setup();
    renderDialog({ ...empty, name: 'Waacking' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /English name/ })).toHaveAccessibleDescription(
        /This name is already used\./,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Japanese name' })).toHaveAccessibleDescription(/Too long\./);
    expect(toastError).toHaveBeenCalledWith('Not a field here.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add genre' })).toBeInTheDocument();
  });

  it.each([
    ["the server's reason", new ApiError(409, 'This genre is in use.', {}), 'This genre is in use.'],
    [
      'the generic reason for a server error',
      new ApiError(500, 'Internal', {}),
      'Something went wrong. Check your connection and try again.',
    ],
  ])("a refusal about no field says the page's failure in a toast, with %s", async (_case, error, reason) => {
    save.mockRejectedValue(error);
    const user = userEvent.setup();
    renderDialog({ ...empty, name: 'Waacking' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('The row could not be saved.', reason));
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
