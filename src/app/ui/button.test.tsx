import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonStyles } from './button';
import { renderUi } from './test-utils';

describe('Button', () => {
  it('is disabled and aria-busy while loading, and keeps its label', () => {
    renderUi(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('is neither busy nor disabled by default', () => {
    renderUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('exposes its classes for links styled as buttons', () => {
    expect(buttonStyles({ variant: 'outline', size: 'sm' })).toContain('button--variant_outline');
  });
});
