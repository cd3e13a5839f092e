import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../packages/web/vite-precompress.ts";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
});
