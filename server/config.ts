import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => (value === "" ? undefined : ["true", "1", "yes"].includes(value)))
  .optional();

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com/v1"),
    OIDC_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    SEED_DEMO: flag,
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  });

/** Rules across settings, checked on the raw environment so they are listed with every other problem. */
function crossSettingProblems(raw: Record<string, string | undefined>): string[] {
  const has = (key: string) => Boolean(raw[key]?.trim());
  const together = (keys: string[], message: string) => (keys.some(has) && !keys.every(has) ? [`${keys.find((k) => !has(k))}: ${message}`] : []);
  return [
    ...(raw.NODE_ENV === "production" && !has("SESSION_SECRET") ? ["SESSION_SECRET: is required when NODE_ENV=production"] : []),
    ...together(["ADMIN_EMAIL", "ADMIN_PASSWORD"], "ADMIN_EMAIL and ADMIN_PASSWORD go together"),
    ...together(["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"], "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together"),
    ...together(["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"], "OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together"),
    ...together(["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], "all five S3_* settings go together"),
  ];
}

export type Env = z.input<typeof ConfigSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  sessionSecret: string | undefined;
  publicUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | undefined;
  s3: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** Seed the demo catalogue into an empty database (default: on for the embedded database). */
  seedDemo: boolean;
  /** How long public product lists and searches may be served from memory (0: never). */
  catalogCacheSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}

/** Parses the environment once; throws ConfigError listing every bad value, one line each. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`)),
    ...crossSettingProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ""),
    },
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
  };
}
