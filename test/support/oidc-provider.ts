import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./free-port";

// A real OpenID provider (oidc-provider) on a local port, standing in for Google. Whoever
// reaches its login step is signed in as `provider.nextUser` and consents at once, so tests
// and the e2e suite choose the Google account without a login form.

export interface ProviderUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in logs into. */
  nextUser: ProviderUser;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<LocalOidcProvider> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const users = new Map<string, ProviderUser>();
  const state: LocalOidcProvider = {
    issuer,
    clientId: "openzen-test",
    clientSecret: "openzen-test-secret-0123456789abcdef",
    nextUser: { sub: "google-user-1", email: "google.user@example.com", email_verified: true, name: "Google User" },
    close: async () => undefined,
  };

  // A signing key of its own, as a real provider has (without one it uses a shared demo key).
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: "test-signing-key", use: "sig", alg: "RS256" };

  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, id) => {
      const user = users.get(id);
      return user ? { accountId: id, claims: () => ({ ...user }) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["local-oidc-provider-test-key"] },
  });
  // The local issuer is plain http on loopback; the provider must not insist on https here.
  provider.proxy = false;

  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith("/interaction/")) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const user = state.nextUser;
        users.set(user.sub, user);
        const clientId = String(details.params.client_id);
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: user.sub, clientId });
        if (!grant) throw new Error("grant not found");
        grant.addOIDCScope(String(details.params.scope ?? "openid"));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
