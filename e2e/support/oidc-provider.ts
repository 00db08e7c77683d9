import http from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on localhost (the `oidc-provider` package), for the single
 * sign-on journey. Its development login page takes any login and password; the login is
 * the person's e-mail, which the provider reports as verified.
 */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

const nameOf = (email: string) => {
  const local = email.slice(0, email.indexOf('@'));
  return local.charAt(0).toUpperCase() + local.slice(1);
};

/** The console's client at the provider, as OIDC_CLIENT_ID and OIDC_CLIENT_SECRET name it. */
export const TEST_CLIENT = {
  clientId: 'catering-console',
  clientSecret: 'journey-client-secret-0123456789abcdef',
} as const;

export async function startIdentityProvider(
  port: number,
  consoleUrl: string,
): Promise<TestIdentityProvider> {
  const issuer = `http://localhost:${port}`;
  const { clientId, clientSecret } = TEST_CLIENT;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${consoleUrl}/v1/auth/provider/callback/oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: id,
            email_verified: true,
            given_name: nameOf(id),
            family_name: 'Journey',
            name: `${nameOf(id)} Journey`,
          };
        },
      };
    },
  });
  const server = http.createServer(provider.callback());
  // Every address: Chromium and Node may reach localhost by IPv4 or IPv6.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
