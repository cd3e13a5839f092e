// What an old require() gets: the package is published as ES modules only.
throw new Error(
  '@vitrina/api-adapter is ESM-only: load it with `import` (or `await import("@vitrina/api-adapter")` from CommonJS). ' +
    "See the package README, section Install.",
);
