import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { ServiceTerms } from './service-terms';

describe('ServiceTerms: what the fan reads before sending', () => {
  it("shows the creator's instructions, the longest video and the answer time", () => {
    renderUi(
      <ServiceTerms
        service={{ instructions: 'Film from the front, full body.', max_video_minutes: 5, delivery_days: 3 }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Before you send' })).toBeTruthy();
    expect(screen.getByText('Film from the front, full body.')).toBeTruthy();
    expect(screen.getByText('Up to 5 minutes')).toBeTruthy();
    expect(screen.getByText('Within 3 days')).toBeTruthy();
  });

  it('leaves out what the creator did not set', () => {
    renderUi(<ServiceTerms service={{ instructions: '', max_video_minutes: null, delivery_days: null }} />);
    expect(screen.queryByRole('heading', { name: 'Before you send' })).toBeNull();
  });
});
