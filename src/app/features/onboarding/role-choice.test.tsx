import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { focusFirstInvalid } from '@app/platform/forms/focus-first-invalid';
import { RoleChoice } from './role-choice';

describe('RoleChoice without a role', () => {
  it('says so under its question, and a refused submit moves focus there', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderUi(
      <form aria-label="Onboarding">
        <RoleChoice value={null} onChange={vi.fn()} errors={['Choose a role.']} />
        <button type="submit">Open my creator area</button>
      </form>,
    );
    const group = screen.getByRole('radiogroup');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Choose a role.');
    // The error sits between the question and the cards, where the eye is after focus lands.
    expect(group.contains(error)).toBe(true);
    expect(
      error.compareDocumentPosition(screen.getAllByRole('radio')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('radio')[0]!.getAttribute('aria-describedby')).toContain(error.id);

    screen.getByRole('button').focus();
    focusFirstInvalid(screen.getByRole('form'));
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(scrolled).toHaveBeenCalled();
  });
});
