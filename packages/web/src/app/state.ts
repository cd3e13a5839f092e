import type { Locale } from "@vitrina/core";
import type { PageState } from "./page-data.js";
import type { ShellData } from "./shop-context.js";

/** What the server hands to the browser in the page: enough to hydrate without a second request. */
export interface SsrState {
  readonly locale: Locale;
  readonly shell: ShellData;
  readonly page: PageState;
  /** Script URL of the third-party chat widget, when configured. */
  readonly chatWidgetUrl?: string;
}

/** The id of the <script type="application/json"> element holding the {@link SsrState}. */
export const STATE_ELEMENT_ID = "vitrina-state";
