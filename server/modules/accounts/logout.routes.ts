import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SHOP_NAME } from "@shared/constants";
import { clearSessionCookie } from "../../plugins/auth";
import type { AccountsService } from "./accounts.service";
import { SESSION_COOKIE } from "./session-token";

const FORM_TYPE = "application/x-www-form-urlencoded";

/** Asks before signing out: a GET can be triggered by any other site (an image, a link), a POST from one cannot. */
const confirmPage = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out - ${SHOP_NAME}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#fdf2f8;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center">
<main style="box-sizing:border-box;background:#fff;border-radius:16px;padding:32px 24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 4px 24px rgba(0,0,0,.08);text-align:center">
<h1 style="font-size:1.375rem;margin:0 0 8px">Sign out of ${SHOP_NAME}?</h1>
<p style="margin:0 0 24px;color:#4b5563">You can sign in again at any time.</p>
<form method="post" action="/api/logout">
<button type="submit" style="width:100%;padding:12px;border:0;border-radius:10px;background:#e11d48;color:#fff;font-size:1rem;font-weight:600;cursor:pointer">Sign out</button>
</form>
<p style="margin:16px 0 0"><a href="/" style="color:#be123c">Stay signed in</a></p>
</main>
</body>
</html>`;

/**
 * Signing out. POST ends the session: 204 for the web app's calls, a redirect home for a plain form.
 * Only a POST from the shop's own pages can do it (the origin check and SameSite cookies see to that).
 */
export const logoutRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const tags = ["accounts"];
  // The sign-out form carries no fields; its body is read and ignored (this route only).
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.get("/api/logout", { schema: { tags } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(confirmPage),
  );

  app.post("/api/logout", { schema: { tags } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await accounts.logout(token);
    clearSessionCookie(reply);
    if (request.headers["content-type"]?.startsWith(FORM_TYPE)) return reply.redirect("/", 303);
    return reply.status(204).send();
  });
};
