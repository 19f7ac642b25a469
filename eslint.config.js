import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries of conventions.md: shared ← server, shared ← web, and never server ↔ web. */
const boundary = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const NODE_ONLY = ["node:*", "fs", "path", "pg", "fastify", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*"];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "server/db/migrations/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  boundary(
    ["shared/**"],
    [
      { group: ["**/server/**", "**/web/**", "@/*"], message: "shared/ is imported by server and web, and imports neither." },
      { group: [...NODE_ONLY, "react", "react-*"], message: "shared/ holds pure rules: no I/O, no React, no Fastify." },
    ],
  ),
  boundary(["server/**"], [{ group: ["**/web/**", "@/*"], message: "The server never imports the web app." }]),
  boundary(
    ["web/**"],
    [
      { group: ["**/server/**"], message: "The web app never imports the server; share code through shared/." },
      { group: NODE_ONLY, message: "The web app runs in the browser." },
    ],
  ),
);
