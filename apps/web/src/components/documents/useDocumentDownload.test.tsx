import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparingText, useDocumentDownload } from './useDocumentDownload';

const FILE = 'Taste of India-Labels.pdf';

function DownloadButton() {
  const { download, isDownloading } = useDocumentDownload();
  return (
    <button type="button" onClick={() => void download('/v1/pdf/labels', {}, FILE)}>
      {isDownloading ? 'Downloading' : 'Download Labels'}
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useDocumentDownload', () => {
  it('shows that the document is being made, and makes it once however often it is asked', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const user = userEvent.setup();
    render(
      <SnackbarProvider>
        <DownloadButton />
      </SnackbarProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Download Labels' }));
    expect(await screen.findByText(preparingText(FILE))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Downloading' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(new Response('%PDF-', { status: 200 }));
    await waitFor(() => expect(screen.queryByText(preparingText(FILE))).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Download Labels' })).toBeInTheDocument();
  });
});
