import { ApiError, buildUrl } from './api';
import { readAuthToken } from './auth-token';

/** The file name a `content-disposition` header gives, if any. */
function fileNameOf(header: string | null): string | null {
  const match = header && /filename="([^"]+)"/.exec(header);
  return match ? match[1]! : null;
}

/**
 * POSTs `body` to a document route and saves the answer as a file (the PDF service,
 * docs/documents.md). A refusal comes back as the API's envelope and is thrown as an
 * ApiError, so callers show the spec's message for it.
 */
export async function downloadDocument(path: string, body: unknown, fallbackName: string) {
  const token = readAuthToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method: 'POST',
      headers: {
        Accept: 'application/pdf, application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network',
      messages: ['The server could not be reached.'],
    });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as {
      error?: { code?: string; messages?: string[]; requestId?: string };
    } | null;
    throw new ApiError({
      status: response.status,
      code: envelope?.error?.code ?? 'unexpected_response',
      messages: envelope?.error?.messages ?? [],
      requestId: envelope?.error?.requestId,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
