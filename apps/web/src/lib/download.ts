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
export function downloadDocument(path: string, body: unknown, fallbackName: string) {
  return downloadFile(buildUrl(path), fallbackName, {
    method: 'POST',
    headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** GETs a file route (the Audit Trail's CSV) and saves the answer as a file. */
export function downloadFromUrl(url: string, fallbackName: string) {
  return downloadFile(url, fallbackName, { method: 'GET', headers: { Accept: '*/*' } });
}

async function downloadFile(
  url: string,
  fallbackName: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) {
  const token = readAuthToken();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
