import { expectTypeOf, test } from "vitest";
import type { StorefrontEntry } from "@vitrina/core/contract";
import type * as entryServer from "../src/entry-server.js";

// The server loads the storefront's build from a file, typed as core's StorefrontEntry: this checks
// (in the type check, `tsc`) that the entry the build is made from exports exactly that.
test("the server-side entry exports what the server loads its build as", () => {
  expectTypeOf<typeof entryServer>().toExtend<StorefrontEntry<Request, Response>>();
});
