import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes .br and .gz twins of the client's scripts, styles and SVGs, which the server sends as they
 * are (serveStatic's `precompressed`) instead of compressing them on every request.
 */
export const precompress = (): Plugin => ({
  name: "vitrina-precompress",
  apply: "build",
  writeBundle(options, bundle) {
    if (this.environment.config.consumer !== "client") return;
    for (const file of Object.values(bundle)) {
      if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
      const source = file.type === "chunk" ? file.code : file.source;
      const path = join(options.dir!, file.fileName);
      writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});
