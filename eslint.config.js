// The boundaries of docs/architecture.md, checked by `npm run lint` (part of `npm test`); decision 020.
// A modest rule set: ESLint's and typescript-eslint's recommended rules (no type-aware ones, for speed), the two
// classic React hooks rules, and the import boundaries below (import-x/no-restricted-paths, as bulletproof-react).
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const features = fs
  .readdirSync(at("client/src/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  // House rule 4.
  {
    target: at("client"),
    from: at("server"),
    message: "client/ and server/ never import each other (docs/architecture.md).",
  },
  {
    target: at("server"),
    from: at("client"),
    message: "client/ and server/ never import each other (docs/architecture.md).",
  },
  {
    target: at("shared"),
    from: [at("client"), at("server")],
    message: "shared/ is imported by client/ and server/, never the other way round.",
  },
  // The benchmark measures the server: it may import server/ and shared/, never client/, and nothing imports it.
  {
    target: at("bench"),
    from: at("client"),
    message: "bench/ measures the server: it imports server/ and shared/, never client/.",
  },
  {
    target: [at("client"), at("server"), at("shared")],
    from: at("bench"),
    message: "Nothing imports bench/: it is run, not used.",
  },
  // House rule 1: drizzle's runtime stays out of the client bundle (the schema's table modules included).
  {
    target: at("client"),
    from: [at("shared/schema.ts"), at("shared/schema")],
    message: "The schema (drizzle) stays out of the client bundle: use the contracts in shared/<domain>.ts.",
  },

  // House rule 3: app → features → components/lib → shared.
  {
    target: [at("client/src/components"), at("client/src/lib")],
    from: [at("client/src/features"), at("client/src/app")],
    message:
      "components/ and lib/ know no feature and no page: move the code into a feature, or into app/ if it composes features.",
  },
  {
    target: at("client/src/features"),
    from: at("client/src/app"),
    message: "features/ never import app/: pages compose features, not the other way round.",
  },
  // A feature reaches another only through that feature's index.ts (pages in app/ may import a feature's files).
  ...features.map((feature) => ({
    target: at("client/src/features", feature),
    from: at("client/src/features"),
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: "A feature reaches another feature only through that feature's index.ts (export it there).",
  })),

  // Server domains use each other's services and rules; a *.routes.ts is mounted by server/app.ts alone.
  {
    target: [at("server/*/**"), at("server/!(app).ts")],
    from: at("server/**/*.routes.ts"),
    message: "Only server/app.ts imports a *.routes.ts: use the other domain's service or rules, or shared/.",
  },
];

const noDatabaseInClient = {
  regex: "^(drizzle-orm|pg)(/|$)",
  message: "Database code stays out of the client bundle.",
};

// Decision 072, one fetch style: every read is a queryOptions/infiniteQueryOptions with its own queryFn (the api file's
// fetcher; the QueryClient has no default one), and the hooks and the client's calls take those options, not a literal.
const queryHooks = ["useQuery", "useSuspenseQuery", "useQueries", "useSuspenseQueries", "useInfiniteQuery"];
queryHooks.push("useSuspenseInfiniteQuery", "usePrefetchQuery", "usePrefetchInfiniteQuery");
const clientReads = ["fetchQuery", "prefetchQuery", "ensureQueryData"];
clientReads.push("fetchInfiniteQuery", "prefetchInfiniteQuery", "ensureInfiniteQueryData");
const cacheCalls = ["invalidateQueries", "refetchQueries", "cancelQueries", "removeQueries", "resetQueries"];
cacheCalls.push("setQueryData", "getQueryData", "getQueryState", "setQueriesData", "getQueriesData");
const cacheCall = `CallExpression[callee.property.name=/^(${cacheCalls.join("|")})$/]`;
const readCall =
  `CallExpression:matches([callee.name=/^(${queryHooks.join("|")})$/], ` +
  `[callee.property.name=/^(${clientReads.join("|")})$/])`;
const oneFetchStyle = [
  {
    selector:
      "CallExpression[callee.name=/^(queryOptions|infiniteQueryOptions)$/] > " +
      'ObjectExpression.arguments:not(:has(Property[key.name="queryFn"]))',
    message:
      "Query options carry their queryFn, which calls the file's fetcher: there is no default one (decision 072).",
  },
  {
    selector: `${readCall} > ObjectExpression > Property[key.name=/^query(Key|Fn)$/]`,
    message: "Pass the api file's query options (spread them to add enabled or placeholderData) (decision 072).",
  },
];
const literalKey = "Name the key through the query options (xQueryOptions.queryKey) or its file's key (decision 072).";

export default defineConfig(
  {
    ignores: [
      "dist/",
      "data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "migrations/",
      "e2e/screenshots/",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: at("tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      // A leading underscore marks a parameter kept for its position or type, or a property left out of a rest.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Input checks and log scrubbing match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hooks rules; the React Compiler ones of the plugin's recommended set are left out.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // House rule 1: drizzle and the database driver stay out of the client bundle (the schema: zones above).
      "no-restricted-imports": ["error", { patterns: [noDatabaseInClient] }],
      "no-restricted-syntax": ["error", ...oneFetchStyle],
    },
  },
  {
    // Decision 072: a read is declared only in a features/<feature>/api file (lib/paged-list.ts builds a paged list's
    // options for them); everything else reads through that file's hook or query options.
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/src/features/*/api/**", "client/src/lib/paged-list.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [noDatabaseInClient],
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: [...queryHooks, "queryOptions", "infiniteQueryOptions"],
              message: "Read through the hook or query options of a features/<feature>/api file (decision 072).",
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 072: a literal key at a cache call would miss the read the day its key changes.
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/**/*.test.{ts,tsx}", "client/src/test/**", "client/src/features/*/test/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...oneFetchStyle,
        {
          selector: `${cacheCall} > ObjectExpression > Property[key.name="queryKey"] > ArrayExpression.value`,
          message: literalKey,
        },
        { selector: `${cacheCall} > ArrayExpression.arguments:first-child`, message: literalKey },
      ],
    },
  },
  {
    // House rule 4: shared/ imports only zod, drizzle, data packages and itself.
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!(zod|drizzle-orm|quran-meta)(/|$)|\\./)",
              message: "shared/ imports only zod, drizzle, data packages (quran-meta) and other files of shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The schema's table modules sit one folder down: "../constants" is still shared/, "../../" is not.
    files: ["shared/schema/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!(zod|drizzle-orm|quran-meta)(/|$)|\\.\\.?/(?!\\.\\./))",
              message: "shared/ imports only zod, drizzle, data packages (quran-meta) and other files of shared/.",
            },
          ],
        },
      ],
    },
  },
);
