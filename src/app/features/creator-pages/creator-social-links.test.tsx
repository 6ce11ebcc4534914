import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { CreatorSocialLinks } from './creator-social-links';

describe('CreatorSocialLinks', () => {
  it("lists the creator's networks as links that open outside the app", () => {
    renderUi(
      <CreatorSocialLinks
        name="Aya"
        links={[
          { network: 'instagram', url: 'https://instagram.com/aya' },
          { network: 'website', url: 'https://aya.example' },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Aya elsewhere' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/aya');
    expect(instagram).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://aya.example');
  });

  it('shows nothing without links', () => {
    const { container } = renderUi(<CreatorSocialLinks name="Aya" links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
