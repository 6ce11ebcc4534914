import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';
import { renderUi } from './test-utils';

describe('Avatar', () => {
  it('takes up to two initials, whole characters only', () => {
    expect(initials('Ana Lopez')).toBe('AL');
    expect(initials('  madonna ')).toBe('m');
    expect(initials('Jean Claude Van Damme')).toBe('JD');
    expect(initials('김민지')).toBe('김');
    expect(initials('')).toBe('');
  });

  it('is an image named after the person, unless decorative', () => {
    renderUi(<Avatar name="Ana Lopez" />);
    expect(screen.getByRole('img', { name: 'Ana Lopez' })).toHaveTextContent('AL');
  });

  it('shows the initials until the photo has loaded, then the photo', async () => {
    const { container } = renderUi(<Avatar name="Ana Lopez" src="/media/ana.jpg" />);
    const photo = container.querySelector('img')!;
    expect(photo).not.toBeVisible();
    expect(screen.getByText('AL')).toBeVisible();
    fireEvent.load(photo);
    await waitFor(() => expect(photo).toBeVisible());
    expect(screen.getByText('AL')).not.toBeVisible();
  });

  it('loads the smallest rendition of a public photo', () => {
    const { container } = renderUi(<Avatar name="Ana Lopez" src="/media/public/avatars/ana.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/public/avatars/ana.webp?w=320');
  });
});
