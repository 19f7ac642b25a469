import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "web/src"),
    },
  },
  test: {
    include: ["shared/**/*.test.ts", "server/**/*.test.ts", "web/src/**/*.test.{ts,tsx}"],
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
