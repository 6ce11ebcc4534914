import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { FakeUploadServer } from '@app/platform/uploads/fake-transport';
import type { FullProfile } from './api';
import { AvatarEditor } from './avatar-editor';

const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { put: (...args: unknown[]) => put(...args) },
}));

const profile = (avatar: string | null) =>
  ({ id: 1, name: 'Aya', login: 'aya', bio: 'Dancer', avatar }) as unknown as FullProfile;

function show(avatar: string | null) {
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <AvatarEditor profile={profile(avatar)} transport={new FakeUploadServer(1024)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  put.mockReset().mockResolvedValue({ data: undefined });
  localStorage.clear();
});

describe('AvatarEditor', () => {
  it('uploads a picture and saves it as the avatar, keeping the rest of the profile', async () => {
    show(null);
    expect(screen.getByRole('group', { name: 'Profile picture' })).toBeInTheDocument();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/profile', {
        name: 'Aya',
        login: 'aya',
        bio: 'Dancer',
        avatar: '/media/public/images/upload-42.png',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });

  it('removes the picture', async () => {
    show('/media/public/images/old.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(put).toHaveBeenCalledWith('/api/profile', { name: 'Aya', login: 'aya', bio: 'Dancer', avatar: null });
  });
});
