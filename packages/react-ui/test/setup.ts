// Before every test file (vitest's setupFiles): the dictionaries loaded, and each test's rendering
// removed after it. Here rather than in render.tsx: the files share one jsdom and one module cache
// per worker (isolate: false), where a module's top-level code runs once, for the first file only.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadAllLocalesSync } from "../src/i18n-server.js";

loadAllLocalesSync();
afterEach(cleanup);
