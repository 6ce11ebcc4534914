import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { VideoToAdd } from './video-to-add';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const video = (id: number) => ({ id, url: `/media/v/${id}/master.m3u8`, status: 'ready' });

function show(props: Parameters<typeof VideoToAdd>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <VideoToAdd {...props} />
    </QueryClientProvider>,
  );
}

describe('VideoToAdd', () => {
  it('names the item and which of its videos is being added', async () => {
    get.mockResolvedValue({
      data: {
        id: 3,
        title: 'Salsa basics',
        encodedVideo: video(10),
        encodedAdditionalVideos: [video(11), video(12), video(13)],
      },
    });
    show({ mediaId: 12, contentId: 3 });
    expect(await screen.findByText('Salsa basics')).toBeInTheDocument();
    expect(screen.getByText('Part 3 of 4')).toBeInTheDocument();
  });

  it('names a single video by its item alone', async () => {
    get.mockResolvedValue({
      data: { id: 3, title: 'Hip hop warm-up', encodedVideo: video(10), encodedAdditionalVideos: [] },
    });
    show({ mediaId: 10, contentId: 3 });
    expect(await screen.findByText('Hip hop warm-up')).toBeInTheDocument();
    expect(screen.queryByText(/Part/)).toBeNull();
  });

  it('falls back to the title in the address without a content page to read', () => {
    show({ mediaId: 10, title: 'Part 2: Salsa basics' });
    expect(screen.getByText('Part 2: Salsa basics')).toBeInTheDocument();
  });
});
