import { e2eEnvironment } from './context';

/** Calls the running console's API directly, to set up what a journey starts from. */
export function apiCall<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return apiCallAt<T>(e2eEnvironment().baseUrl, token, method, path, body);
}

/** `apiCall` on another console than the shared one (support/extra-console.ts). */
export async function apiCallAt<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; error: { messages: string[] } | null };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.error?.messages.join(' ')}`);
  return envelope.data;
}

export async function apiSignIn(
  email: string,
  password: string,
  baseUrl = e2eEnvironment().baseUrl,
): Promise<string> {
  const { token } = await apiCallAt<{ token: string }>(baseUrl, null, 'POST', '/v1/auth/sign-in', {
    email,
    password,
  });
  return token;
}

/** The id of a reference row by name (portion units by abbreviation). */
export async function referenceId(token: string, path: string, name: string): Promise<string> {
  const rows = await apiCall<{ id: string; name: string; abbreviation?: string }[]>(
    token,
    'GET',
    `${path}?perPage=100`,
  );
  const row = rows.find((r) => r.name === name || r.abbreviation === name);
  if (!row) throw new Error(`no ${path} row named ${name}`);
  return row.id;
}
