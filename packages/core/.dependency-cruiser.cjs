/**
 * core's import boundary: it may import only xstate and effect (for Schema), and its own files.
 * No React, DOM, fetch, Node built-ins or other packages. `pnpm boundary` fails on a forbidden import.
 */
module.exports = {
  forbidden: [
    {
      name: "core-no-node-builtins",
      comment: "core runs in browsers and servers alike: reach Node only through a port",
      severity: "error",
      from: { path: "^src" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "core-only-xstate-and-effect",
      comment: "core depends on xstate and on effect's Schema only",
      severity: "error",
      from: { path: "^src" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "unknown", "undetermined"], pathNot: ["node_modules/(xstate|effect)/"] },
    },
    {
      name: "core-effect-schema-only",
      comment: "the Effect runtime stays in the adapter: from effect, core imports the Schema module only (effect's index would bring far more of it into bundles)",
      severity: "error",
      from: { path: "^src" },
      to: { path: "node_modules/effect/", pathNot: ["node_modules/effect/dist/Schema\\.(js|d\\.ts)$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"], mainFields: ["module", "main", "types"] },
  },
};
