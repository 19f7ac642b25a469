import path from "node:path";
import { z } from "zod";
import { SHOP_NAME, SUPPORT } from "@shared/constants";
import { gstinProblem } from "@shared/gstin";
import { GST_STATE_CODES, INDIAN_STATES } from "@shared/indian-states";
import { parseTrustProxy } from "./trust-proxy";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => (value === "" ? undefined : ["true", "1", "yes"].includes(value)))
  .optional();

/** A text setting that takes its default when absent or empty. */
const textOr = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || fallback);

/** What a process does: serve the shop, run its background jobs, or both. */
export const SHOP_ROLES = ["web", "worker", "all"] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/** A well-formed GSTIN of Rajasthan for the demo shop; a real shop sets its own (see README, GST invoices). */
export const DEMO_GSTIN = "08AABCK1234R1ZA";

/** Each setting as the environment spells it, checked and given its default. */
export const SettingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(8_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  DATA_DIR: z.string().min(1).default("./data"),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ("value" in parsed) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
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
  CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(999).default(10),
  COD_MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Whole rupees. */
  COD_MAX_ORDER_AMOUNT: z.coerce.number().int().min(1).max(1_000_000_000).default(50_000),
  PRICES_INCLUDE_GST: flag,
  SELLER_LEGAL_NAME: textOr(`${SHOP_NAME} Retail Private Limited`).pipe(z.string().max(120)),
  SELLER_ADDRESS: textOr(SUPPORT.address).pipe(z.string().max(300)),
  SELLER_STATE: textOr("Rajasthan").pipe(z.enum(INDIAN_STATES, { error: "must be a state or union territory as the address forms spell it (e.g. Rajasthan)" })),
  SELLER_GSTIN: textOr(DEMO_GSTIN)
    .transform((gstin) => gstin.toUpperCase())
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  INVOICE_PREFIX: textOr("KK").pipe(z.string().regex(/^[A-Z]{1,3}$/, "must be 1 to 3 capital letters (a document number may have at most 16 characters)")),
  GRIEVANCE_OFFICER_NAME: textOr("Siddharth Jain").pipe(z.string().max(100)),
  GRIEVANCE_OFFICER_DESIGNATION: textOr("Grievance Officer and Head of Customer Care").pipe(z.string().max(100)),
  GRIEVANCE_OFFICER_EMAIL: textOr("grievance@kiddokart.in").pipe(z.email("must be an e-mail address")),
  GRIEVANCE_OFFICER_PHONE: textOr("+91 141 400 5061").pipe(z.string().regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, "must be a phone number: digits, spaces and hyphens, with + and the country code")),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL (smtp://user:password@host:587)" }).optional()),
  MAIL_FROM: textOr(`${SHOP_NAME} <${SUPPORT.email}>`).pipe(
    z.string().regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address, or a name and an address: KiddoKart <orders@example.in>"),
  ),
  ORDER_NOTIFY_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  SHOP_ROLE: z.enum(SHOP_ROLES, { error: "must be web (serve shoppers, run no jobs), worker (run the jobs) or all (both, the default)" }).default("all"),
  UNPAID_ORDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

type Settings = z.output<typeof SettingsSchema>;

/**
 * Rules across settings. They run even when a single setting is bad, so the start lists every problem
 * at once; a setting that failed its own check is still there (as text) to tell whether it was given.
 */
function checkSettingsTogether(settings: Settings, ctx: z.RefinementCtx) {
  const given = (key: keyof Settings) => settings[key] !== undefined;
  const problem = (key: keyof Settings, message: string) => ctx.addIssue({ code: "custom", path: [key], message });
  const together = (keys: Array<keyof Settings>, message: string) => {
    const missing = keys.find((key) => !given(key));
    if (missing && keys.some(given)) problem(missing, message);
  };
  if (settings.NODE_ENV === "production" && !given("SESSION_SECRET")) problem("SESSION_SECRET", "is required when NODE_ENV=production");
  together(["ADMIN_EMAIL", "ADMIN_PASSWORD"], "ADMIN_EMAIL and ADMIN_PASSWORD go together");
  together(["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"], "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together");
  together(["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"], "OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together");
  const gstStateCode = GST_STATE_CODES[settings.SELLER_STATE];
  if (gstStateCode && typeof settings.SELLER_GSTIN === "string" && !settings.SELLER_GSTIN.startsWith(gstStateCode)) {
    problem("SELLER_GSTIN", `must start with ${gstStateCode}, the GST state code of SELLER_STATE (${settings.SELLER_STATE})`);
  }
  together(["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], "all five S3_* settings go together");
}

/**
 * The environment in, the shop's configuration out. A new setting is a line in SettingsSchema, its
 * place in the object below, and its entry in .env.example.
 */
const ConfigSchema = SettingsSchema.superRefine(checkSettingsTogether, { when: () => true }).transform((e) => ({
  env: e.NODE_ENV,
  port: e.PORT,
  host: e.HOST,
  logLevel: e.LOG_LEVEL,
  databaseUrl: e.DATABASE_URL,
  databasePoolSize: e.DATABASE_POOL_SIZE,
  /** How long a request waits for a connection, a statement and a lock before it is answered 503 (0: statements and locks wait indefinitely). */
  databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, lockMs: e.DATABASE_LOCK_TIMEOUT_MS },
  dataDir: path.resolve(e.DATA_DIR),
  /** Open client connections this process accepts at once; one more is closed as soon as it opens. */
  maxConnections: e.MAX_CONNECTIONS,
  sessionSecret: e.SESSION_SECRET,
  publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
  /** Which peers' X-Forwarded-For, -Host and -Proto are believed (none by default). */
  trustProxy: e.TRUST_PROXY,
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
  /** Seed the demo catalogue into an empty database (default: on for the embedded database). */
  seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  /** How long public product lists and searches may be served from memory (0: never). */
  catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
  /**
   * The oldest anything kept in memory may be when it is used (catalogue answers, rendered pages, search
   * words, best-rated products, delivery zones), should the notification of a change never arrive.
   */
  cacheMaxAgeSeconds: e.CACHE_MAX_AGE_SECONDS,
  /** The most units of one product a single order (and the cart) may hold. */
  maxUnitsPerProduct: e.MAX_UNITS_PER_PRODUCT,
  /** How much cash on delivery one customer may have outstanding: open orders, and the total of one order. */
  cashOnDelivery: { maxOpenOrders: e.COD_MAX_OPEN_ORDERS, maxOrderPaise: e.COD_MAX_ORDER_AMOUNT * 100 },
  /** Whether catalogue prices include GST (the default: what a parent sees is what they pay) or exclude it (it is added). */
  pricesIncludeGst: e.PRICES_INCLUDE_GST ?? true,
  /** Who issues the GST invoices and credit notes, as printed on them, and the prefix of their numbers. */
  seller: {
    legalName: e.SELLER_LEGAL_NAME,
    address: e.SELLER_ADDRESS,
    state: e.SELLER_STATE,
    stateCode: GST_STATE_CODES[e.SELLER_STATE],
    gstin: e.SELLER_GSTIN,
    invoicePrefix: e.INVOICE_PREFIX,
  },
  /** Whom customers complain to (Consumer Protection (E-Commerce) Rules, 2020), as the Grievance Redressal page names them. */
  grievanceOfficer: {
    name: e.GRIEVANCE_OFFICER_NAME,
    designation: e.GRIEVANCE_OFFICER_DESIGNATION,
    email: e.GRIEVANCE_OFFICER_EMAIL,
    phone: e.GRIEVANCE_OFFICER_PHONE,
  },
  /**
   * Outgoing mail: the SMTP server (none: mails stay in the outbox as not sent), the sender, the owner's
   * address for new orders, and where links in mails point.
   */
  mail: {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM,
    orderNotifyEmail: e.ORDER_NOTIFY_EMAIL,
    shopUrl: e.PUBLIC_URL?.replace(/\/+$/, "") ?? `http://localhost:${e.PORT}`,
  },
  /** New accounts allowed per hour from one address, and in all. */
  signupLimits: { perAddress: e.SIGNUP_LIMIT_PER_ADDRESS, overall: e.SIGNUP_LIMIT_PER_HOUR },
  /** Web processes serve shoppers and run no jobs; workers run the jobs and answer only health checks; `all` does both. */
  role: e.SHOP_ROLE,
  /** How often unpaid online orders are looked for to expire (once across all workers). */
  jobs: { unpaidOrderCheckSeconds: e.UNPAID_ORDER_CHECK_SECONDS },
}));

export type Env = z.input<typeof ConfigSchema>;
export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}

/** Parses the environment once; throws ConfigError listing every bad value, one line each. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  return parsed.data;
}
