/**
 * The import boundaries of every package (`pnpm run boundary`, a step of `npm test`). Paths are from
 * the repository's root; an npm package is matched by its folder under node_modules, a workspace
 * package by its source folder (workspace imports resolve to `packages/NAME/src` through the
 * `@vitrina/source` condition).
 */

/** Every kind of dependency on a package by name (npm, workspace) rather than by a relative path. */
const BY_NAME = ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "unknown", "undetermined"];

/** A path under node_modules that belongs to one of `names` (pnpm keeps them under .pnpm/…/node_modules/NAME/). */
const npm = (...names) => `(^|/)node_modules/(${names.join("|")})/`;

/** The server's ground: lib/ (HTTP plumbing, middleware, typed errors), db/ and config.ts. */
const SERVER_GROUND = "^packages/server/src/((lib|db)/|config\\.ts$)";
/** The server's routes: the API's sub-apps, and web.ts, which answers the storefront's pages. */
const SERVER_ROUTES = "^packages/server/src/(routes/|web\\.ts$)";
/** A data module: the only place of the server that holds SQL besides db/ and lib/'s own tables, one per table family. */
const SERVER_DATA = "^packages/server/src/[^/]+/.*-data\\.ts$";
/** The folders of domain modules (and their data modules): every folder of src/ but routes/, lib/, db/ and seed/. */
const SERVER_DOMAIN = "^packages/server/src/[^/]+/";

module.exports = {
  forbidden: [
    {
      name: "no-cross-package-relative-import",
      comment:
        "another package, from its sources or its tests, is reached by its name and through its public entries (package.json exports), never by a relative path into its folders",
      severity: "error",
      from: { path: "^packages/([^/]+)/" },
      to: { dependencyTypes: ["local"], path: "^packages/", pathNot: ["^packages/$1/"] },
    },
    {
      name: "no-unresolvable-import",
      comment: "an import that resolves to nothing would slip past every other rule (and a package's internals do not resolve from outside it)",
      severity: "error",
      from: { path: "^packages/[^/]+/(src|test|e2e)/" },
      to: { couldNotResolve: true },
    },

    // core: no framework. xstate, and effect for Schema only; no React, DOM, fetch or Node.
    {
      name: "core-no-node-builtins",
      comment: "core runs in browsers and servers alike: reach Node only through a port",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "core-only-xstate-and-effect",
      comment: "core depends on xstate and on effect's Schema only (no other package of the workspace either)",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { dependencyTypes: BY_NAME, pathNot: [npm("xstate", "effect")] },
    },
    {
      name: "core-effect-schema-only",
      comment:
        "the Effect runtime stays in the adapter: from effect, core imports the Schema module only, and its issue model SchemaIssue, which Schema itself imports (effect's index would bring far more of it into bundles)",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { path: npm("effect"), pathNot: ["node_modules/effect/dist/Schema(Issue)?\\.(js|d\\.ts)$"] },
    },

    // api-adapter: core's ports over HTTP with effect; no React, server or storefront code.
    {
      name: "api-adapter-only-core-and-effect",
      comment: "the adapter implements core's ports with effect's HTTP client: it imports core and effect, nothing of React, the server or the storefront",
      severity: "error",
      from: { path: "^packages/api-adapter/src/" },
      to: { dependencyTypes: BY_NAME, pathNot: [npm("effect"), "^packages/(core|api-adapter)/src/"] },
    },
    {
      name: "api-adapter-no-node-builtins",
      comment: "the adapter runs in browsers too: no Node built-ins",
      severity: "error",
      from: { path: "^packages/api-adapter/src/" },
      to: { dependencyTypes: ["core"] },
    },

    // react-ui: components that render state and send events; the app provides links, the API and the router.
    {
      name: "react-ui-no-router",
      comment: "components never import the router: links come through the Link the app provides, so stories and other apps need no router",
      severity: "error",
      from: { path: "^packages/react-ui/src/" },
      to: { path: npm("wouter", "regexparam") },
    },
    {
      name: "react-ui-only-core-react-and-xstate",
      comment:
        "react-ui imports core, React, xstate's React bindings and its i18n library; never the adapter, the server or the storefront app (stories may import Storybook)",
      severity: "error",
      from: { path: "^packages/react-ui/src/" },
      to: {
        dependencyTypes: BY_NAME,
        pathNot: [
          npm("react", "react-dom", "xstate", "@xstate/react", "typesafe-i18n", "wouter", "regexparam", "storybook", "@storybook/[^/]+"),
          "^packages/(core|react-ui)/src/",
        ],
      },
    },
    {
      name: "react-ui-storybook-in-stories-only",
      comment: "Storybook is a dev tool: only stories and their preview (src/storybook/) import it",
      severity: "error",
      from: { path: "^packages/react-ui/src/", pathNot: "(\\.stories\\.tsx$|^packages/react-ui/src/storybook/)" },
      to: { path: npm("storybook", "@storybook/[^/]+") },
    },
    {
      name: "react-ui-storybook-preview-not-shipped",
      comment: "the components never import Storybook's preview (its toolbar, sizes and decorators)",
      severity: "error",
      from: { path: "^packages/react-ui/src/", pathNot: "(\\.stories\\.tsx$|^packages/react-ui/src/storybook/)" },
      to: { path: "^packages/react-ui/src/storybook/" },
    },
    {
      name: "react-ui-no-node-builtins",
      comment: "components render in the browser and on the server alike: no Node built-ins",
      severity: "error",
      from: { path: "^packages/react-ui/src/" },
      to: { dependencyTypes: ["core"] },
    },

    // web and server: the storefront renders through the API; the server loads the storefront's build only.
    {
      name: "web-no-server",
      comment: "the storefront talks to the server over HTTP (api-adapter): none of the server's code in it",
      severity: "error",
      from: { path: "^packages/web/src/" },
      to: { path: "^packages/server/" },
    },
    {
      name: "server-no-web-or-react-ui",
      comment:
        "the server loads the storefront's build (packages/web/dist) at run time as core's StorefrontEntry (core/src/contract/ssr.ts), never web's or react-ui's sources; its e-mails read the one dictionary source (react-ui's i18n-server.ts and src/i18n/, without React)",
      severity: "error",
      from: { path: "^packages/server/src/" },
      to: {
        path: ["^packages/(web|react-ui)/", npm("@vitrina/(web|react-ui)")],
        pathNot: "^packages/react-ui/src/i18n-server\\.ts$",
      },
    },
    {
      name: "react-ui-dictionaries-without-react",
      comment:
        "the dictionaries and i18n-server.ts are read by the server's e-mails too: only typesafe-i18n's React binding (i18n/i18n-react.tsx) imports React",
      severity: "error",
      from: { path: "^packages/react-ui/src/(i18n-server\\.ts$|i18n/)", pathNot: "^packages/react-ui/src/i18n/i18n-react\\.tsx$" },
      to: { path: npm("react", "react-dom", "@xstate/react") },
    },

    // Every package: no import circles (a circle has no layer order, and its modules load half-made).
    {
      name: "no-circular",
      comment: "no module of any package, sources or tests, reaches itself through its imports (type-only imports count too)",
      severity: "error",
      from: { path: "^packages/" },
      to: { circular: true },
    },

    // server: routes → domain modules → data modules → db, with lib/, db/ and config.ts at the ground and app.ts the composition root.
    {
      name: "server-app-is-the-composition-root",
      comment: "app.ts puts the shop together: only the entry points (main.ts, server.ts) and the tests import it",
      severity: "error",
      from: { path: "^packages/server/", pathNot: ["^packages/server/src/(main|server)\\.ts$", "^packages/server/test/"] },
      to: { path: "^packages/server/src/app\\.ts$" },
    },
    {
      name: "server-ground-imports-nothing-above",
      comment:
        "lib/ (HTTP plumbing, middleware, typed errors), db/ and config.ts are the ground every layer stands on: they import each other only, never a route, a domain or data module, the app or the entry points",
      severity: "error",
      from: { path: SERVER_GROUND },
      to: { path: "^packages/server/src/", pathNot: SERVER_GROUND },
    },
    {
      name: "server-routes-no-data-modules",
      comment:
        "a route (routes/, and web.ts for the storefront's pages) decodes, calls a domain function and answers: the SQL of the data modules (*-data.ts) is reached through a domain module",
      severity: "error",
      from: { path: SERVER_ROUTES },
      to: { path: SERVER_DATA },
    },
    {
      name: "server-domain-no-http",
      comment:
        "domain and data modules know nothing of HTTP: they throw the typed errors of lib/errors.ts, which the app's onError answers (lib/http.ts errorAnswer); hono and lib/http.ts are for routes and lib/",
      severity: "error",
      from: { path: SERVER_DOMAIN, pathNot: "^packages/server/src/(routes|lib|db|seed)/" },
      to: { path: [npm("hono", "@hono/[^/]+"), "^packages/server/src/lib/http\\.ts$"] },
    },
    {
      name: "server-domain-not-above",
      comment:
        "domain and data modules are called by routes, never the other way round: they import no route, no storefront mount (web.ts), no app and no entry point",
      severity: "error",
      from: { path: SERVER_DOMAIN, pathNot: "^packages/server/src/(routes|lib|db|seed)/" },
      to: { path: ["^packages/server/src/routes/", "^packages/server/src/(web|app|server|main)\\.ts$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^packages/[^/]+/(dist|test-results)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@vitrina/source", "import", "types", "default"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".json"],
    },
  },
};
