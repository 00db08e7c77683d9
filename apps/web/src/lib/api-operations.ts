import type { paths } from './api-contract.gen';

/**
 * Types read from the API's contract (api-contract.gen.ts, generated from the routes):
 * which paths take which method, what a call must send, and what it answers. The typed
 * `api` in api.ts is built on them.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** Every path the API answers with `method`, written as the document does: `/v1/tags/{id}`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = Extract<
  paths[P][M],
  { responses: unknown }
>;

/** `never` and `undefined` (an absent part) read as "nothing to send". */
type Present<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T>;

export type PathParamsOf<P extends keyof paths, M extends Method> = Present<
  Operation<P, M>['parameters']['path']
>;
export type QueryOf<P extends keyof paths, M extends Method> = Present<
  Operation<P, M>['parameters']['query']
>;

type RequestBody<Op> = Op extends { requestBody?: infer B } ? B : undefined;
type JsonContent<T> = T extends { content: { 'application/json': infer J } } ? J : undefined;

export type BodyOf<P extends keyof paths, M extends Method> = JsonContent<
  Present<RequestBody<Operation<P, M>>>
>;

/** A body the route requires, as opposed to one it accepts (sign-out takes none). */
type BodyRequired<Op> = Op extends { requestBody: unknown } ? true : false;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessAnswers<Op> = Op extends { responses: infer R }
  ? { [S in keyof R]: S extends SuccessStatus ? JsonContent<R[S]> : never }[keyof R]
  : never;

/** The `data` of the envelope a success carries (`undefined` for 204 without a body). */
export type AnswerOf<P extends keyof paths, M extends Method> =
  SuccessAnswers<Operation<P, M>> extends infer E
    ? E extends { data: infer D }
      ? D
      : undefined
    : never;

interface CallOptions {
  signal?: AbortSignal;
  /**
   * Sign-in and password reset answer 401 for their own reasons; only the other calls
   * mean "your session is gone" when they get 401 `unauthenticated`.
   */
  endsSessionOn401?: boolean;
  /** Headers a route reads beside the body, e.g. a queued submit's Idempotency-Key. */
  headers?: Record<string, string>;
}

type PathPart<P extends keyof paths, M extends Method> =
  PathParamsOf<P, M> extends undefined ? { path?: undefined } : { path: PathParamsOf<P, M> };
type QueryPart<P extends keyof paths, M extends Method> =
  QueryOf<P, M> extends undefined ? { query?: undefined } : { query?: QueryOf<P, M> };
type BodyPart<P extends keyof paths, M extends Method> =
  BodyOf<P, M> extends undefined
    ? { body?: undefined }
    : BodyRequired<Operation<P, M>> extends true
      ? { body: BodyOf<P, M> }
      : { body?: BodyOf<P, M> };

/** What a call to `path` sends beside the path itself. */
export type OptionsOf<P extends keyof paths, M extends Method> = PathPart<P, M> &
  QueryPart<P, M> &
  BodyPart<P, M> &
  CallOptions;

/** The options may be left out only when nothing in them is required. */
export type OptionsArgument<P extends keyof paths, M extends Method> =
  Record<string, never> extends Omit<OptionsOf<P, M>, keyof CallOptions>
    ? [options?: OptionsOf<P, M>]
    : [options: OptionsOf<P, M>];

/** `/v1/tags/{id}` with `{ id }` filled in, each value URL-encoded. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
