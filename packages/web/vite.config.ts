import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// Workspace packages are consumed from their TypeScript sources (the "@vitrina/source" condition)
// and bundled into both the client and the server build.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@vitrina\//],
    resolve: { conditions: ["@vitrina/source", ...defaultServerConditions], externalConditions: ["@vitrina/source"] },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: "es2022",
  },
});
