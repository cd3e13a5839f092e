import { LRUCache } from "lru-cache";

/**
 * What a load gives per key, kept for as long as the catalogue's version is the one it was loaded at:
 * a change made through any process is seen at the next request. The requests that arrive while a
 * key loads wait for that one load; a failed load is not kept. With `sizeOf`, the cache is bounded
 * by the sum of its values' sizes (known once loaded), else by its number of keys.
 */
export const keptPerVersion = <T>(bound: { readonly max: number } | { readonly maxSize: number }, sizeOf?: (value: T) => number) => {
  const cache = new LRUCache<string, { readonly version: number; readonly value: Promise<T> }>(bound);
  return (key: string, version: number, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key);
    if (hit?.version === version) return hit.value;
    const entry = { version, value: load() };
    cache.set(key, entry, sizeOf && { size: 1 });
    entry.value.then(
      (value) => {
        if (sizeOf && cache.get(key) === entry) cache.set(key, entry, { size: sizeOf(value) + 1 });
      },
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
    return entry.value;
  };
};
