import * as Schema from "effect/Schema";
import { Version } from "./dashboard.js";

/**
 * An ordered list the dashboard edits as a whole (the slider, home products, bestsellers) with the
 * version of its order. A reorder sends that version back (If-Match), and is refused (409) when
 * someone else changed the order since it was read.
 */
export interface VersionedList<T> {
  /** The items in their order. */
  readonly data: ReadonlyArray<T>;
  /** The version of the order; 0 for a list never reordered. */
  readonly version: number;
}

/**
 * The schema of a {@link VersionedList} of `item`, as `GET dashboard/sliders` and
 * `GET dashboard/lists/{list}` answer it.
 * @example const SlideList = versionedList(AdminSlider);
 */
export const versionedList = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item), version: Version });
