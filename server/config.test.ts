import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { ConfigError, loadConfig, SettingsSchema } from "./config";
import { fastifyTrustProxy } from "./trust-proxy";

describe("loadConfig", () => {
  it("starts the embedded demo with no settings at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", databaseUrl: undefined, seedDemo: true, env: "development" });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("does not seed a PostgreSQL server unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://shop@db:5432/shop" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://shop@db:5432/shop", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("lists every bad value, one line each", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "production", ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.some((line) => line.startsWith("PORT:"))).toBe(true);
      expect(problems.some((line) => line.startsWith("DATABASE_URL:"))).toBe(true);
      expect(problems.some((line) => line.startsWith("ADMIN_EMAIL:"))).toBe(true);
      expect(problems).toContain("SESSION_SECRET: is required when NODE_ENV=production");
    }
  });

  it("caps one product at 10 units per order unless MAX_UNITS_PER_PRODUCT says otherwise", () => {
    expect(loadConfig({}).maxUnitsPerProduct).toBe(10);
    expect(loadConfig({}).cashOnDelivery).toEqual({ maxOpenOrders: 3, maxOrderPaise: 5_000_000 });
    expect(() => loadConfig({ COD_MAX_ORDER_AMOUNT: "0" })).toThrow(/COD_MAX_ORDER_AMOUNT/);
    expect(loadConfig({ MAX_UNITS_PER_PRODUCT: "24" }).maxUnitsPerProduct).toBe(24);
    expect(() => loadConfig({ MAX_UNITS_PER_PRODUCT: "0" })).toThrow(/MAX_UNITS_PER_PRODUCT/);
  });

  it("believes no proxy unless TRUST_PROXY names a number of them or their addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: " 2 " }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.10,loopback, fd00::/8, ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "loopback",
      "fd00::/8",
      "::1",
    ]);
  });

  it("hands Fastify only TRUST_PROXY values it takes", () => {
    for (const value of ["1", "3", "10.0.0.0/8, 192.168.1.10, loopback, linklocal, uniquelocal", "fd00::/8, ::1, 2001:db8::/32, 10.1.2.3/32, 172.16.0.0/12"]) {
      const trustProxy = fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy);
      expect(() => Fastify({ trustProxy }), value).not.toThrow();
    }
  });

  it.each([
    ["true", /TRUST_PROXY: true would believe any client's X-Forwarded-For/],
    ["yes", /TRUST_PROXY: not a number of proxies nor a list of addresses: "yes"/],
    ["10.0.0.0/33", /TRUST_PROXY: .*"10.0.0.0\/33"/],
    ["0.0.0.0/0", /TRUST_PROXY: .*"0.0.0.0\/0"/],
    ["10.0.0.1, nginx", /TRUST_PROXY: .*"nginx"/],
    ["1,2", /TRUST_PROXY: .*"1", "2"/],
    ["-1", /TRUST_PROXY: .*"-1"/],
    ["11", /TRUST_PROXY: at most 10 proxies/],
  ])("stops the start on TRUST_PROXY=%s with one clear line", (value, message) => {
    try {
      loadConfig({ TRUST_PROXY: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(1);
      expect((error as ConfigError).problems[0]).toMatch(message);
    }
  });

  it.each([
    ["SMTP_URL", "http://mail.kiddokart.invalid", /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    ["MAIL_FROM", "KiddoKart", /MAIL_FROM: must be an address, or a name and an address/],
    ["MAIL_FROM", "KiddoKart <orders@kiddokart.invalid>\r\nBcc: x@kiddokart.invalid", /MAIL_FROM: must be an address/],
    ["ORDER_NOTIFY_EMAIL", "owner", /ORDER_NOTIFY_EMAIL: must be an e-mail address/],
  ])("stops the start on a bad mail setting %s=%s", (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });

  it("sends mail from the shop's support address and links to the shop on its own port by default", () => {
    expect(loadConfig({ PORT: "4000" }).mail).toEqual({ smtpUrl: undefined, from: "KiddoKart <support@kiddokart.in>", orderNotifyEmail: undefined, shopUrl: "http://localhost:4000" });
  });

  it("turns every setting into the shop's configuration", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      MAX_CONNECTIONS: "500",
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://shop@db:5432/shop",
      DATABASE_POOL_SIZE: "30",
      DATA_DIR: "/var/lib/shop",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://shop.kiddokart.invalid/",
      TRUST_PROXY: "1",
      ADMIN_EMAIL: "admin@shop.kiddokart.invalid",
      ADMIN_PASSWORD: "long-enough",
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
      RAZORPAY_API_URL: "https://razorpay.kiddokart.invalid/v1/",
      OIDC_ISSUER_URL: "https://id.kiddokart.invalid",
      OIDC_CLIENT_ID: "shop",
      OIDC_CLIENT_SECRET: "oidc-secret",
      S3_BUCKET: "shop",
      S3_ENDPOINT: "https://s3.kiddokart.invalid",
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret-key",
      SEED_DEMO: "yes",
      DATABASE_CONNECT_TIMEOUT_MS: "3000",
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
      DATABASE_LOCK_TIMEOUT_MS: "2000",
      CATALOG_CACHE_SECONDS: "30",
      CACHE_MAX_AGE_SECONDS: "45",
      MAX_UNITS_PER_PRODUCT: "12",
      PRICES_INCLUDE_GST: "true",
      SELLER_LEGAL_NAME: "Tiny Feet Retail LLP",
      SELLER_ADDRESS: "14, Church Street, Bengaluru 560001",
      SELLER_STATE: "Karnataka",
      SELLER_GSTIN: " 29aabck1234r1z6 ",
      INVOICE_PREFIX: "TF",
      GRIEVANCE_OFFICER_NAME: "Meera Iyer",
      GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer",
      GRIEVANCE_OFFICER_EMAIL: "grievance@kiddokart.invalid",
      GRIEVANCE_OFFICER_PHONE: "+91 80 4000 1234",
      SMTP_URL: "smtps://shop:mail-password@smtp.kiddokart.invalid:465",
      MAIL_FROM: "Tiny Feet <orders@kiddokart.invalid>",
      ORDER_NOTIFY_EMAIL: "owner@kiddokart.invalid",
      SIGNUP_LIMIT_PER_ADDRESS: "5",
      SIGNUP_LIMIT_PER_HOUR: "500",
      SHOP_ROLE: "worker",
      UNPAID_ORDER_CHECK_SECONDS: "30",
      COD_MAX_OPEN_ORDERS: "2",
      COD_MAX_ORDER_AMOUNT: "25000",
    });
    expect(config).toEqual({
      env: "production",
      port: 8080,
      host: "127.0.0.1",
      logLevel: "warn",
      databaseUrl: "postgres://shop@db:5432/shop",
      databasePoolSize: 30,
      databaseTimeouts: { connectMs: 3000, statementMs: 0, lockMs: 2000 },
      dataDir: "/var/lib/shop",
      maxConnections: 500,
      sessionSecret: "s".repeat(32),
      publicUrl: "https://shop.kiddokart.invalid",
      trustProxy: 1,
      admin: { email: "admin@shop.kiddokart.invalid", password: "long-enough" },
      razorpay: { keyId: "rzp_live_x", keySecret: "secret", webhookSecret: "hook", apiUrl: "https://razorpay.kiddokart.invalid/v1" },
      oidc: { issuerUrl: "https://id.kiddokart.invalid", clientId: "shop", clientSecret: "oidc-secret" },
      s3: { bucket: "shop", endpoint: "https://s3.kiddokart.invalid", region: "ap-south-1", accessKeyId: "key", secretAccessKey: "secret-key" },
      seedDemo: true,
      catalogCacheSeconds: 30,
      cacheMaxAgeSeconds: 45,
      maxUnitsPerProduct: 12,
      cashOnDelivery: { maxOpenOrders: 2, maxOrderPaise: 2_500_000 },
      pricesIncludeGst: true,
      seller: { legalName: "Tiny Feet Retail LLP", address: "14, Church Street, Bengaluru 560001", state: "Karnataka", stateCode: "29", gstin: "29AABCK1234R1Z6", invoicePrefix: "TF" },
      grievanceOfficer: { name: "Meera Iyer", designation: "Grievance Officer", email: "grievance@kiddokart.invalid", phone: "+91 80 4000 1234" },
      mail: {
        smtpUrl: "smtps://shop:mail-password@smtp.kiddokart.invalid:465",
        from: "Tiny Feet <orders@kiddokart.invalid>",
        orderNotifyEmail: "owner@kiddokart.invalid",
        shopUrl: "https://shop.kiddokart.invalid",
      },
      signupLimits: { perAddress: 5, overall: 500 },
      role: "worker",
      jobs: { unpaidOrderCheckSeconds: 30 },
    });
  });

  it("runs a process as web and worker both unless SHOP_ROLE says which, and refuses a role it does not know", () => {
    expect(loadConfig({}).role).toBe("all");
    expect(loadConfig({ SHOP_ROLE: "web" }).role).toBe("web");
    expect(() => loadConfig({ SHOP_ROLE: "workers" })).toThrow(/SHOP_ROLE: must be web \(serve shoppers, run no jobs\), worker \(run the jobs\) or all/);
    expect(() => loadConfig({ UNPAID_ORDER_CHECK_SECONDS: "0" })).toThrow(/UNPAID_ORDER_CHECK_SECONDS/);
  });

  it("gives the demo shop in Jaipur as the seller, with a well-formed GSTIN of Rajasthan", () => {
    expect(loadConfig({}).seller).toEqual({
      legalName: "KiddoKart Retail Private Limited",
      address: "2nd Floor, Raja Park Plaza, Raja Park, Jaipur, Rajasthan 302004",
      state: "Rajasthan",
      stateCode: "08",
      gstin: "08AABCK1234R1ZA",
      invoicePrefix: "KK",
    });
    expect(loadConfig({ SELLER_GSTIN: "", SELLER_STATE: "" }).seller.gstin).toBe("08AABCK1234R1ZA");
  });

  it("refuses a GSTIN that is malformed, has a wrong check character or belongs to another state, and a long prefix", () => {
    expect(() => loadConfig({ SELLER_GSTIN: "08AABCK1234R1Z" })).toThrow(/SELLER_GSTIN: must be 15 characters/);
    expect(() => loadConfig({ SELLER_GSTIN: "08AABCK1234R1ZB" })).toThrow(/SELLER_GSTIN: has a wrong check character/);
    expect(() => loadConfig({ SELLER_GSTIN: "29AABCK1234R1Z6" })).toThrow(/SELLER_GSTIN: must start with 08, the GST state code of SELLER_STATE \(Rajasthan\)/);
    expect(() => loadConfig({ SELLER_STATE: "Karnataka", SELLER_GSTIN: "29AABCK1234R1Z6" })).not.toThrow();
    expect(() => loadConfig({ SELLER_STATE: "Rajputana" })).toThrow(/SELLER_STATE: must be a state/);
    expect(() => loadConfig({ INVOICE_PREFIX: "KIDS" })).toThrow(/INVOICE_PREFIX: must be 1 to 3 capital letters/);
  });

  it("checks the settings that go together even beside a bad value, and counts blank ones as not given", () => {
    try {
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: "   ", ADMIN_EMAIL: "not-an-email", PORT: "eighty" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^PORT: /),
        "ADMIN_EMAIL: must be an e-mail address",
        "SESSION_SECRET: is required when NODE_ENV=production",
        "ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together",
      ]);
    }
  });

  it("names the demo shop's grievance officer unless the settings name another, and refuses an address or phone that is not one", () => {
    expect(loadConfig({}).grievanceOfficer).toEqual({
      name: "Siddharth Jain",
      designation: "Grievance Officer and Head of Customer Care",
      email: "grievance@kiddokart.in",
      phone: "+91 141 400 5061",
    });
    expect(loadConfig({ GRIEVANCE_OFFICER_NAME: " ", GRIEVANCE_OFFICER_PHONE: "" }).grievanceOfficer.name).toBe("Siddharth Jain");
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: "grievance desk" })).toThrow(/GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_PHONE: "call us" })).toThrow(/GRIEVANCE_OFFICER_PHONE: must be a phone number/);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_NAME: "x".repeat(101) })).toThrow(/GRIEVANCE_OFFICER_NAME/);
  });

  it("documents every setting in .env.example, and nothing else", () => {
    const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
    expect(documented.sort()).toEqual(Object.keys(SettingsSchema.shape).sort());
  });

  it("wants the settings that go together", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: "https://id.kiddokart.invalid" })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ S3_BUCKET: "shop" })).toThrow(/S3_ENDPOINT: all five S3_\* settings go together/);
  });
});
