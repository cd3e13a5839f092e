/** Options of a stored value: lifetime in seconds and cookie attributes. */
export interface StoreOptions {
  /** Seconds until the value expires. */
  readonly maxAge?: number;
  readonly path?: string;
  readonly sameSite?: "lax" | "strict" | "none";
  readonly secure?: boolean;
}

/**
 * A cookie-like key/value store with expiry (browser cookies, request cookies on the server,
 * local storage, or a Map in tests). Values are strings; expired values read as undefined.
 */
export interface KeyValueStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: StoreOptions): void;
  remove(name: string): void;
}

/** The current time, so core never reads the system clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Where core writes what is worth knowing; messages are the spec's (§8). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Moving between pages. */
export interface Navigation {
  /** Goes to a path inside the app. */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** Reloads the whole page (used after a new build is noticed). */
  reload(): void;
}
