// Lint rules that fail the build: correctness first, then the project's habits.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "dist-server/**", "data/**", "node_modules/**", "coverage/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    // The Rules of React (hooks, purity, refs, effects) for the console; a missed dependency is an error, not a hint.
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The catalogue is pure data shared by the console and the server: it imports nothing of the project.
    files: ["src/catalogue/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/app/**", "**/views/**", "**/rpc/**", "**/acl/**", "**/commands/**", "**/state/**", "react", "react-dom", "node:*"] }],
    },
  },
  {
    // Plain Node scripts (start, CI helpers) run outside TypeScript.
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },
  {
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["react", "react-dom", "**/views/**", "**/app/**"] }] },
  },
);
