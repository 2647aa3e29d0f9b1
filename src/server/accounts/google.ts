import * as oidc from "openid-client";

// Google sign-in through OpenID Connect (openid-client): discovery of the issuer on first use,
// the authorization code flow with PKCE, state and nonce, and the user's verified address
// from the ID token (or the userinfo endpoint when the token does not carry it). The same code
// talks to Google in production and to a local oidc-provider in the tests.

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface GoogleClient {
  /** `redirectUri`: the callback at the address the visitor uses, where their flow cookie is. */
  start(redirectUri: string): Promise<{ url: string; secrets: FlowSecrets }>;
  finish(callbackUrl: URL, secrets: FlowSecrets): Promise<GoogleIdentity>;
}

export function createGoogleClient(settings: GoogleSettings): GoogleClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    const issuer = new URL(settings.issuer);
    // Plain http only for a local issuer (the tests' provider); Google itself is https.
    const options = issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined;
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, options)
      .catch((error: unknown) => {
        // A failed discovery is retried by the next sign-in instead of being cached forever.
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(redirectUri) {
      const config = await discover();
      const secrets: FlowSecrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, secrets };
    },

    async finish(callbackUrl, secrets) {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: secrets.verifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token");
      let email = typeof claims.email === "string" ? claims.email : null;
      let verified = claims.email_verified === true;
      if (!email) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = typeof info.email === "string" ? info.email : null;
        verified = info.email_verified === true;
      }
      return { subject: claims.sub, email, emailVerified: verified };
    },
  };
}
