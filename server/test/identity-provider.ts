import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with its development login and
 * consent screens, and a tiny cookie-keeping browser to click through them.
 */
export async function startIdentityProvider(options: { clientId: string; clientSecret: string; redirectUri: string; identities: TestIdentity[] }) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: options.clientId, client_secret: options.clientSecret, redirect_uris: [options.redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    findAccount: (_ctx: unknown, id: string) => {
      const identity = options.identities.find((candidate) => candidate.sub === id);
      return identity && { accountId: id, claims: () => identity };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    cookies: { keys: ["identity-provider-test-key"] },
    pkce: { required: () => true },
  });
  server.on("request", provider.callback());

  /** Follows the provider's screens as a person would: sign in as `sub`, consent, and return the shop's callback URL. */
  async function signInAt(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let form: Record<string, string> | undefined;
    for (let hop = 0; hop < 12; hop++) {
      const response = await fetch(url, {
        method: form ? "POST" : "GET",
        redirect: "manual",
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ""] = header.split(";");
        const [name = "", value = ""] = pair.split("=");
        jar.set(name.trim(), value);
      }
      form = undefined;
      const location = response.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.origin + next.pathname === new URL(options.redirectUri).href) return next;
        url = next.href;
        continue;
      }
      const page = await response.text();
      if (!url.includes("/interaction/")) throw new Error(`Unexpected page at ${url}: ${response.status} ${page.slice(0, 200)}`);
      form = page.includes('name="login"') ? { prompt: "login", login: sub, password: "any" } : { prompt: "consent" };
    }
    throw new Error("The identity provider never sent the browser back to the shop");
  }

  return { issuer, signInAt, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
