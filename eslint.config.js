import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries of the layout (README.md): shared ← server, shared ← web, never server ↔ web, and features apart. */
const boundary = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

const NODE_ONLY = ["node:*", "fs", "path", "pg", "fastify", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*"];

const WEB_PATTERNS = [
  { group: ["**/server/**"], message: "The web app never imports the server; share code through shared/." },
  { group: NODE_ONLY, message: "The web app runs in the browser." },
];

/** Features do not import each other (nor the pages); pages compose features. One block per feature. */
const FEATURES = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = FEATURES.map((feature) =>
  boundary(
    [`web/src/features/${feature}/**`],
    [
      ...WEB_PATTERNS,
      { regex: `^@/features/(?!${feature}/)`, message: "A feature does not import another feature: move what both need to lib/ or components/, or compose them in the page." },
      { regex: "^@/app/", message: "Features do not import pages or the router." },
    ],
  ),
);

/**
 * The layers below the features (ui primitives and shared components, hooks, lib) never import a
 * feature or a page: what they need from one is handed to them (a prop, an argument), so each layer
 * can be read and tested without the ones above it.
 */
const sharedLayerBoundary = boundary(
  ["web/src/components/**", "web/src/hooks/**", "web/src/lib/**"],
  [
    ...WEB_PATTERNS,
    { regex: "^@/(features|app)(/|$)", message: "components/, hooks/ and lib/ never import features/ or app/: take what you need as a prop or an argument." },
    { regex: "^(\\.\\./)+(features|app)(/|$)", message: "components/, hooks/ and lib/ never import features/ or app/: take what you need as a prop or an argument." },
  ],
);

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
  // Route tests render pages with the web app's server entry, as the built server does from dist/ssr.
  boundary(["server/**/*.test.ts"], [
    { regex: "(^|/)web/(?!src/entry-server$)", message: "The server never imports the web app." },
    { group: ["@/*"], message: "The server never imports the web app." },
  ]),
  boundary(["web/**"], WEB_PATTERNS),
  // The web app's server entry runs in Node, inside the server (see web/src/entry-server.tsx).
  boundary(["web/src/entry-server.tsx"], [WEB_PATTERNS[0]]),
  ...featureBoundaries,
  sharedLayerBoundary,
  // The rules of hooks and the React Compiler's checks (no ref read or written while rendering, no
  // state set in an effect's body, ...) for every file of the web app, hooks included.
  { files: ["web/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["web/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
);
