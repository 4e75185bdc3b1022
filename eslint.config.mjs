// ESLint (flat config): typescript-eslint's recommended rules, Next.js's own, React hooks and jsx-a11y; formatting is
// Prettier's (eslint-config-prettier turns off the rules that would fight it). `npm run lint`, fix: `npm run lint:fix`.
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LIB_FOLDERS = "(?:model|corpus|content|history|ingest|xref|search|engine|site|offline|text)";
const NEXT_LINK = { name: "next/link", message: 'Use { Link } from "@/app/_components/link": it does not prefetch while the reader is offline.' };

/** The no-restricted-imports rule: `prefix` is how an import reaches another lib folder from the files it is for. */
function facesRule(prefix, { testSupport = false, app = false } = {}) {
  const faces = `(?:index|browser${testSupport ? "|example-test-support" : ""})`;
  const patterns = [
    {
      regex: `^${prefix}${LIB_FOLDERS}/(?!${faces}$)`,
      message: "Import the folder's face (its index.ts, or browser.ts in client components), not a file inside it.",
    },
  ];
  if (app)
    patterns.push({
      regex: "(?:^|/)lib/(?:history|ingest|xref|site|corpus)(?:/|$)",
      message: "The app reads the corpus through @/lib/content (client components: @/lib/content/browser).",
    });
  return ["error", { ...(app ? { paths: [NEXT_LINK] } : {}), patterns }];
}

/** The faces rule for each part of the tree (the files of lib by their depth, since their imports are relative). */
function facesConfigs() {
  const tests = ["**/*.test.ts", "**/*.spec.ts", "tests/**/*.ts"];
  const lib = [1, 2, 3].map((depth) => ({
    files: [`lib/*/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    ignores: tests,
    rules: { "no-restricted-imports": facesRule(`(?:\\.\\./){${depth}}`) },
  }));
  const libTests = [1, 2, 3].map((depth) => ({
    files: [`lib/*/${"*/".repeat(depth - 1)}*.test.ts`],
    rules: { "no-restricted-imports": facesRule(`(?:\\.\\./){${depth}}`, { testSupport: true }) },
  }));
  return [
    ...lib,
    ...libTests,
    {
      files: ["scripts/**/*.{ts,mts}", "bench/**/*.ts", "tests/**/*.ts"],
      rules: { "no-restricted-imports": facesRule("(?:@/|(?:\\.\\./)+)lib/", { testSupport: true }) },
    },
    // Every link of the site's pages is app/_components/link.tsx's: it does not prefetch while the reader is offline.
    {
      files: ["app/**/*.{ts,tsx}"],
      ignores: ["app/_components/link.tsx", ...tests],
      rules: { "no-restricted-imports": facesRule("(?:@/|(?:\\.\\./)+)lib/", { app: true }) },
    },
    { files: ["app/**/*.test.ts"], rules: { "no-restricted-imports": facesRule("(?:@/|(?:\\.\\./)+)lib/", { app: true, testSupport: true }) } },
  ];
}

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
  // Faces: a lib folder is entered through its index.ts (client components: its browser.ts, where it has one), so
  // each folder can change inside without its readers noticing. The app reads the corpus through lib/content and never
  // lib/history, lib/ingest, lib/xref, lib/site or lib/corpus themselves. Test files may also use the engine's test support.
  ...facesConfigs(),
  {
    // Unit tests stand alone: they read the committed corpus (lib/corpus readCorpusData), never the ingest's or the
    // build's output, so a fresh clone's `npx vitest run` passes before anything is built.
    files: ["lib/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^public\\/data\\/(?:rulings\\.json|search)/]",
          message: "A unit test reads the corpus with readCorpusData() from lib/corpus, not what an ingest or a build wrote.",
        },
      ],
    },
  },
  {
    files: ["lib/offline/worker.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
