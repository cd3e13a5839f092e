// What an old require() gets: the package is published as ES modules only.
throw new Error(
  '@vitrina/core is ESM-only: load it with `import` (or `await import("@vitrina/core")` from CommonJS). ' + "See the package README, section Install.",
);
