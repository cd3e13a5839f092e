import type * as SchemaAST from "effect/SchemaAST";
import type { Route } from "@vitrina/core";

// Lists of about 1 MB for every list a body takes (issue 28 item 2): 300,000 empty items in
// `products` used to be validated one by one, each error collected, before the 100-line cap said no.

/** Where a route's body holds lists, as paths of property names (lists inside lists are reached through their own list). */
export const listPaths = (route: Pick<Route, "body">): ReadonlyArray<ReadonlyArray<string>> => {
  const paths: Array<ReadonlyArray<string>> = [];
  const walk = (ast: SchemaAST.AST, path: ReadonlyArray<string>): void => {
    if (ast._tag === "Arrays") paths.push(path);
    else if (ast._tag === "Union") for (const member of ast.types) walk(member, path);
    else if (ast._tag === "Objects") for (const p of ast.propertySignatures) walk(p.type, [...path, String(p.name)]);
  };
  if (route.body) walk(route.body.ast, []);
  return [...new Map(paths.map((p) => [p.join("."), p])).values()];
};

/** Lists the guard fills when an endpoint takes none: the names the shop's lists have. */
export const LIST_NAMES = ["products", "ids", "read", "image_ids", "attributes", "faq", "emails", "phones", "socials"] as const;

/** How many `{}` items fill about `bytes` of JSON. */
export const itemsFor = (bytes: number) => Math.max(1, Math.floor(bytes / 3));

/**
 * A JSON body whose lists at `paths` share about `size` bytes of empty items (`{}`), the rest of the
 * body absent: each list far past any cap, each item wrong.
 * @example listBody([["products"]], 900_000) // {"products":[{},{},…]} of about 900 kB
 */
export const listBody = (paths: ReadonlyArray<ReadonlyArray<string>>, size: number): Uint8Array<ArrayBuffer> => {
  const items = `[${Array(itemsFor((size - 64 * paths.length) / Math.max(1, paths.length)))
    .fill("{}")
    .join(",")}]`;
  const root: Record<string, unknown> = {};
  const RAW = "@@LIST@@";
  for (const path of paths) {
    let node = root;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = RAW;
  }
  return new Uint8Array(Buffer.from(JSON.stringify(root).replaceAll(`"${RAW}"`, items)));
};
