// ESLint (flat config): typescript-eslint's recommended rules, Next.js's own, React hooks and jsx-a11y; formatting is
// Prettier's (eslint-config-prettier turns off the rules that would fight it). `npm run lint`, fix: `npm run lint:fix`.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "out/**",
      "node_modules/**",
      "public/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "content/data/**",
      "**/*.tmp-*/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A static export renders without the browser: what depends on it (the address, the device, the clipboard) is
      // read once mounted and set as state then, so the server's HTML and the first render agree.
      "react-hooks/set-state-in-effect": "off",
    },
    settings: { next: { rootDir: "." } },
  },
  {
    // Every link of the site's pages is app/_components/link.tsx's: it does not prefetch while the reader is offline.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/_components/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: 'Use { Link } from "@/app/_components/link": it does not prefetch while the reader is offline.' }] },
      ],
    },
  },
  {
    files: ["lib/offline/worker.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
