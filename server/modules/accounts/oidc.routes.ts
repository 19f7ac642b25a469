import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import { z } from "zod";
import { RETURN_URL_MAX_LENGTH, safeReturnUrl, withReturnUrl } from "@shared/return-url";
import { AuthProvidersSchema } from "@shared/schemas/accounts";
import { singleLineText } from "@shared/schemas/text";
import type { Config } from "../../config";
import { setSessionCookie } from "../../plugins/auth";
import type { AccountsService } from "./accounts.service";

const FLOW_COOKIE = "kk_oidc";
const FLOW_MAX_AGE_SECONDS = 10 * 60;

/** What a provider sends back to the callback; openid-client reads it from the address itself. */
const callbackParameter = singleLineText().max(4096).optional();
const CallbackQuerySchema = z.looseObject({
  code: callbackParameter,
  state: callbackParameter,
  iss: callbackParameter,
  error: callbackParameter,
  error_description: callbackParameter,
});

/** The page to go back to once signed in; anything but a page of this shop becomes "/" (shared/return-url.ts). */
const LoginQuerySchema = z.object({ returnUrl: z.string().max(RETURN_URL_MAX_LENGTH, "returnUrl is too long").optional() });

interface PendingSignIn {
  state: string;
  verifier: string;
  redirectUri: string;
  returnUrl: string;
}

/**
 * "Or continue with": OpenID Connect through openid-client, with PKCE and state kept in a short-lived
 * signed cookie. Without OIDC settings, GET /api/login leads to the shop's own sign-in page.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ config: Config; accounts: AccountsService }> = async (app, { config, accounts }) => {
  const tags = ["accounts"];
  const settings = config.oidc;
  let discovered: Promise<oidc.Configuration> | undefined;

  const provider = () => {
    if (!settings) throw new Error("OIDC is not configured");
    discovered ??= oidc
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.issuerUrl.startsWith("http:") ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  // Public: the sign-in page shows "Or continue with" only when there is a provider to continue with.
  app.get("/api/auth/providers", { schema: { tags, response: { 200: AuthProvidersSchema } } }, async () => ({ oidc: settings !== undefined }));

  const ownOrigin = (request: { protocol: string; host: string }) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/api/login", { schema: { tags, querystring: LoginQuerySchema } }, async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    if (!settings) return reply.redirect(withReturnUrl("/signin", returnUrl));
    const verifier = oidc.randomPKCECodeVerifier();
    const redirectUri = new URL("/api/callback", ownOrigin(request)).href;
    const pending: PendingSignIn = { state: oidc.randomState(), verifier, redirectUri, returnUrl };
    const url = oidc.buildAuthorizationUrl(await provider(), {
      redirect_uri: pending.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: pending.state,
    });
    reply.setCookie(FLOW_COOKIE, JSON.stringify(pending), {
      signed: true,
      httpOnly: true,
      sameSite: "lax",
      path: "/api/callback",
      secure: app.sessionCookieSecure,
      maxAge: FLOW_MAX_AGE_SECONDS,
    });
    return reply.redirect(url.href);
  });

  app.get("/api/callback", { schema: { tags, querystring: CallbackQuerySchema } }, async (request, reply) => {
    const failed = () => reply.redirect("/signin?error=provider");
    reply.clearCookie(FLOW_COOKIE, { path: "/api/callback" });
    const cookie = request.cookies[FLOW_COOKIE];
    const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
    if (!settings || !unsigned?.valid || !unsigned.value) return failed();
    const pending = JSON.parse(unsigned.value) as PendingSignIn;
    try {
      const callbackUrl = new URL(request.url, pending.redirectUri);
      const configuration = await provider();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
      });
      const subject = tokens.claims()?.sub;
      if (!subject) return failed();
      // Providers put e-mail and names in the ID token or only behind the userinfo endpoint; ask the latter.
      const profile = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
      const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
      const user = await accounts.accountForProviderIdentity({
        subject,
        email: text(profile.email),
        emailVerified: profile.email_verified === true,
        firstName: text(profile.given_name),
        lastName: text(profile.family_name),
      });
      if (!user) return failed();
      const { token } = await accounts.startSession(user, { ip: request.ip, userAgent: request.headers["user-agent"] });
      setSessionCookie(reply, token);
      return reply.redirect(safeReturnUrl(pending.returnUrl));
    } catch (error) {
      request.log.warn({ err: error }, "identity provider sign-in failed");
      return failed();
    }
  });
};
