import { LRUCache } from "lru-cache";
import type { EncodedCopies } from "./compress.js";

/** A page kept for every visitor of its address: the rendered parts, and the filled HTML once sent. */
export interface KeptPage<P> {
  readonly page: P;
  /** The whole document as UTF-8 and its compressed copies, made by the first request that sends it. */
  filled?: EncodedCopies;
}

/** The cache's size in bytes of kept pages: a bounded share of the server's memory. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Rough size of a kept page: its texts (two bytes a character in memory), the encoded copies, the key. */
const sizeOf = (texts: ReadonlyArray<string>, key: string): number => texts.reduce((sum, text) => sum + text.length * 2, 0) * 2 + key.length + 512;

/**
 * The server-rendered pages every visitor of an address gets alike, kept in memory (least recently
 * used first out, at most `maxBytes`). The caller's key names everything a page depends on: the
 * build, the catalogue's version, the page's language and address. A page is rendered once per key
 * however many requests for it arrive meanwhile: they wait for the same render.
 */
export const pageCache = <P>(textsOf: (page: P) => ReadonlyArray<string>, maxBytes = PAGE_CACHE_BYTES) => {
  const cache = new LRUCache<string, KeptPage<P>>({
    maxSize: maxBytes,
    // No single page may take more than an eighth of the cache.
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (kept, key) => sizeOf(textsOf(kept.page), key),
  });
  const rendering = new Map<string, Promise<KeptPage<P>>>();
  return {
    /**
     * The page kept for `key`, else rendered by `render` and kept when `keep(page)` says so (a page
     * built from a failed or private answer is not). Concurrent requests for a key share one render.
     */
    page: async (key: string, render: () => Promise<P>, keep: (page: P) => boolean): Promise<KeptPage<P>> => {
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = rendering.get(key);
      if (pending) return pending;
      const made = render().then((page) => {
        const kept: KeptPage<P> = { page };
        if (keep(page)) cache.set(key, kept);
        return kept;
      });
      rendering.set(key, made);
      try {
        return await made;
      } finally {
        rendering.delete(key);
      }
    },
  };
};
