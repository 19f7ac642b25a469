/**
 * "zod" as the web app's build sees it (vite.config.ts sends the bare `zod` import here): the same
 * library, told not to compile its parsers with `new Function`. The shop's Content-Security-Policy
 * forbids eval, and zod's probe for it would otherwise be reported as a CSP violation on every page
 * with a form (a browser "issue" that also costs the Lighthouse best-practices score).
 * Nothing imports this file by name.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";
