import { e2eEnvironment } from './context';

/** Calls the running console's API directly, to set up what a journey starts from. */
export async function apiCall<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${e2eEnvironment().baseUrl}${path}`, {
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

export async function apiSignIn(email: string, password: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>(null, 'POST', '/v1/auth/sign-in', {
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
