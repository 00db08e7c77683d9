import { type ErrorBody, GENERIC_FAILURE } from '@catering/domain';
import {
  type AnswerOf,
  fillPath,
  type Method,
  type OptionsArgument,
  type PathOf,
} from './api-operations';
import { readAuthToken } from './auth-token';

/** Any failed call: an error envelope from the API, or a network or parsing failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly requestId: string | undefined;

  constructor(options: { status: number; code: string; messages: string[]; requestId?: string }) {
    super(options.messages[0] ?? `Request failed with status ${options.status}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.messages = options.messages;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiResult<T> {
  data: T;
  meta: { count?: number; [key: string]: unknown };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sign-in and password reset answer 401 for their own reasons; only the other calls
   * mean "your session is gone" when they get 401 `unauthenticated`.
   */
  endsSessionOn401?: boolean;
  headers?: Record<string, string>;
}

let onSessionExpired: () => void = () => {};

/** The session layer registers how to return to the login screen when the token is refused. */
export function setSessionExpiredHandler(handler: () => void): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = () => {};
  };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty search boxes are not sent: the API treats `q=` and no `q` alike, the URL stays clean.
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface RawEnvelope {
  data?: unknown;
  error?: Partial<ErrorBody> | null;
  meta?: ApiResult<unknown>['meta'];
  status?: number;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const { method = 'GET', query, body, signal, endsSessionOn401 = true } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file (an import's spreadsheet) goes as it is, with the type its caller names.
  const raw = body instanceof Blob;
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'network',
      messages: ['The server could not be reached. Check your connection and try again.'],
    });
  }

  const envelope = await readEnvelope(response);
  // A success without a body (204) carries no data, which is still a success.
  if (response.ok && !envelope?.error) {
    return { data: envelope?.data as T, meta: envelope?.meta ?? {} };
  }

  const error = toApiError(response, envelope);
  if (error.status === 401 && error.code === 'unauthenticated' && endsSessionOn401) {
    onSessionExpired();
  }
  throw error;
}

async function readEnvelope(response: Response): Promise<RawEnvelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as RawEnvelope) : null;
  } catch {
    // A proxy error page or an empty body: not our envelope.
    return null;
  }
}

function toApiError(response: Response, envelope: RawEnvelope | null): ApiError {
  const body = envelope?.error ?? undefined;
  const messages = body?.messages?.length ? body.messages : body?.msg ? [body.msg] : [];
  return new ApiError({
    status: response.status,
    code: body?.code ?? (response.status >= 500 ? 'internal' : 'unexpected_response'),
    messages: messages.length ? messages : [GENERIC_FAILURE],
    requestId: body?.requestId ?? response.headers.get('x-request-id') ?? undefined,
  });
}

function call<M extends Method>(method: M) {
  return async <P extends PathOf<M>>(
    path: P,
    ...[options]: OptionsArgument<P, M>
  ): Promise<ApiResult<AnswerOf<P, M>>> => {
    const {
      path: params,
      query,
      body,
      ...rest
    } = (options ?? {}) as {
      path?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
    } & Pick<RequestOptions, 'signal' | 'endsSessionOn401' | 'headers'>;
    return apiRequest<AnswerOf<P, M>>(fillPath(path, params), {
      ...rest,
      method: method.toUpperCase() as RequestOptions['method'],
      query,
      body,
    });
  };
}

/**
 * The API, typed by its contract: `api.put('/v1/tags/{id}', { path: { id }, body })`.
 * A path, parameter or body the routes do not define fails typecheck, and the answer's
 * type is the route's.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  delete: call('delete'),
};

/** The messages a person should read for a failed call, or the fallback for anything else. */
export function errorMessages(error: unknown, fallback: string = GENERIC_FAILURE): string[] {
  if (isApiError(error) && error.messages.length) return error.messages;
  return [fallback];
}
