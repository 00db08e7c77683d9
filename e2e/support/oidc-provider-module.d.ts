/** The little of `oidc-provider` (which ships no types) the journey's provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        features?: Record<string, unknown>;
        pkce?: Record<string, unknown>;
        findAccount(context: unknown, id: string): Promise<Account>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
