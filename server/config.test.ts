import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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

  it("wants the settings that go together", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: "https://id.example.com" })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ S3_BUCKET: "shop" })).toThrow(/S3_ENDPOINT: all five S3_\* settings go together/);
  });
});
