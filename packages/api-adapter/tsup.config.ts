import { defineConfig } from "tsup";

export default defineConfig({
  // `./shop`: the storefront's API alone, for apps that load it apart from the dashboard's.
  entry: ["src/index.ts", "src/shop-api.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ["@vitrina/core", "effect"],
});
