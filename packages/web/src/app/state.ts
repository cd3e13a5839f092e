import type { CartLine, Locale } from "@vitrina/core";
import type { PageState } from "./page-context.js";
import type { ShellData } from "./shop-context.js";

/** What the server hands to the browser in the page: enough to hydrate without a second request. */
export interface SsrState {
  readonly locale: Locale;
  readonly shell: ShellData;
  readonly page: PageState;
  /**
   * The cart lines the server rendered (from the cart cookie on the cart and checkout pages, none on
   * shared pages): the browser hydrates with them, then shows the cookie's, which may have changed since.
   */
  readonly cart: ReadonlyArray<CartLine>;
  /** Script URL of the third-party chat widget, when configured. */
  readonly chatWidgetUrl?: string;
}

/** The id of the <script type="application/json"> element holding the {@link SsrState}. */
export const STATE_ELEMENT_ID = "vitrina-state";
