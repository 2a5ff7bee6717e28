import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the local provider says about an account. */
export interface TestClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** Claims of each subject the provider knows; add before a sign-in. */
  accounts: Map<string, TestClaims>;
  /** Orbit's settings (AuthProviderSettings) for this provider under `name` (its callback must be in `redirectUris`). */
  settings(name: string): {
    name: string;
    issuer: URL;
    clientId: string;
    clientSecret: string;
    scope: string;
  };
  /** The subject the login page signs in from now on (a browser journey's). */
  useSubject(subject: string): void;
  /**
   * Plays the browser at the provider: follows the authorization URL, signs `subject` in and
   * consents, and answers the URL the provider sends the browser back to (Orbit's callback).
   */
  authorize(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
}

export const TEST_CLIENT = { id: 'orbit-test', secret: 'orbit-test-secret-orbit-test-secret' };

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port (`port`, or any free one):
 * the code flow with PKCE, the login and consent of the subject given without a page. No import
 * of the server's code: the browser journeys start it too.
 */
export async function startTestOidcProvider(redirectUris: string[], port = 0): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestClaims>();
  let nextSubject = '';
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    // Short lives, set rather than defaulted (the provider warns about its defaults).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ['orbit test provider cookie key'] },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    // The login and consent pages, answered at once for the subject of this `authorize`.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: nextSubject, clientId: TEST_CLIENT.id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextSubject }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    accounts,
    settings: (name) => ({
      name,
      issuer: new URL(issuer),
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
      scope: 'openid email profile',
    }),
    useSubject(subject) {
      nextSubject = subject;
    },
    async authorize(authorizationUrl, subject) {
      nextSubject = subject;
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('the provider redirected too often');
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
