import { assign, emit, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { SearchResponse, SearchResult } from "../schemas/index.js";
import type { Logger, ShopApi } from "../ports/index.js";
import { isApiError } from "../ports/index.js";
import { SEARCH_DEBOUNCE, canSubmitSearch } from "./submit.js";

/** What the search overlay shows. */
export interface SearchContext {
  /** The field's text, trimmed. */
  readonly text: string;
  /** Results of the last answered search. */
  readonly results: ReadonlyArray<SearchResult>;
  /** A search request is running. */
  readonly loading: boolean;
  /** The text `results` belong to ("" before any answer); the no-results message names it. */
  readonly resultsFor: string;
  /**
   * The text `results` were found for instead of `resultsFor` (the shop corrected a typo: "tigae" →
   * "tigaie"), to say so above them; null when they are for the typed text.
   */
  readonly searchedInstead: string | null;
  /** The last search for `resultsFor` found nothing: show the no-results message. */
  readonly noResults: boolean;
  /**
   * The last search for `resultsFor` failed (no answer, an error status): show that the search
   * could not be done, not that nothing was found. The machine is in its `failed` state.
   */
  readonly failed: boolean;
}

/** Events the search overlay sends. */
export type SearchEvent =
  /** The field changed; `text` is its whole value. */
  | { readonly type: "search.type"; readonly text: string }
  /** The overlay's form was submitted; honoured only when {@link canSubmitSearch} allows it. */
  | { readonly type: "search.submit" }
  /** The field was cleared. */
  | { readonly type: "search.clear" }
  /** The overlay closed (outside click, scroll, mobile viewport): it opens empty next time. */
  | { readonly type: "search.close" };

/** Emitted when an allowed submit happens; the app navigates to the search page with `text`. */
export interface SearchSubmitted {
  readonly type: "search.submitted";
  /** The trimmed text to search for. */
  readonly text: string;
}

/** Ports the search machine needs. */
export interface SearchPorts {
  readonly api: ShopApi;
  readonly logger: Logger;
}

const empty: SearchContext = { text: "", results: [], loading: false, resultsFor: "", searchedInstead: null, noResults: false, failed: false };

const messageOf = (error: unknown): string => (isApiError(error) || error instanceof Error ? error.message : String(error));

/**
 * The search overlay: debounces typing by {@link SEARCH_DEBOUNCE} ms, asks the API, shows the
 * answer for the latest text only (a request for an outdated text is abandoned, so its answer is
 * never shown). A failure ends in the `failed` state (`failed` set, no results, 'Failed to load
 * search results: …' logged), which the next keystroke leaves.
 * An allowed `search.submit` emits {@link SearchSubmitted}.
 * @example
 * const search = createActor(createSearchMachine({ api, logger })).start();
 * search.on("search.submitted", ({ text }) => navigation.navigate(`/search/?text=${encodeURIComponent(text)}`));
 * search.send({ type: "search.type", text: "divan" });
 */
export const createSearchMachine = ({ api, logger }: SearchPorts) =>
  setup({
    types: {
      context: {} as SearchContext,
      events: {} as SearchEvent,
      emitted: {} as SearchSubmitted,
    },
    actors: {
      searchProducts: fromPromise<SearchResponse, { readonly text: string }>(({ input, signal }) => api.search(input.text, { signal })),
    },
    delays: { debounce: SEARCH_DEBOUNCE },
    guards: {
      isSameText: ({ context, event }) => event.type === "search.type" && event.text.trim() === context.text,
      isBlankText: ({ event }) => event.type === "search.type" && event.text.trim() === "",
      canSubmit: ({ context }) => canSubmitSearch(context),
    },
    actions: {
      reset: assign(() => empty),
      takeText: assign({ text: ({ event }) => (event.type === "search.type" ? event.text.trim() : "") }),
      startLoading: assign({ loading: true }),
      stopLoading: assign({ loading: false }),
      showResults: assign((_, params: { readonly text: string; readonly answer: SearchResponse }) => ({
        results: params.answer.data,
        resultsFor: params.text,
        searchedInstead: params.answer.data.length > 0 ? (params.answer.searched_for ?? null) : null,
        noResults: params.answer.data.length === 0,
        failed: false,
      })),
      showFailure: assign((_, text: string) => ({ results: [], resultsFor: text, searchedInstead: null, noResults: false, failed: true })),
      logFailure: (_, params: { readonly error: unknown }) => logger.error(`Failed to load search results: ${messageOf(params.error)}`, params.error),
      announceSubmit: emit(({ context }) => ({ type: "search.submitted" as const, text: context.text })),
    },
  }).createMachine({
    id: "search",
    context: empty,
    initial: "idle",
    on: {
      "search.type": [
        { guard: "isSameText" },
        { guard: "isBlankText", target: ".idle", actions: "reset" },
        // Targeting the child from the root re-enters it, so every keystroke restarts the debounce.
        { target: ".debouncing", actions: "takeText" },
      ],
      "search.clear": { target: ".idle", actions: "reset" },
      "search.close": { target: ".idle", actions: "reset" },
      "search.submit": { guard: "canSubmit", actions: "announceSubmit" },
    },
    states: {
      idle: {},
      debouncing: {
        after: { debounce: "searching" },
      },
      searching: {
        entry: "startLoading",
        exit: "stopLoading",
        invoke: {
          src: "searchProducts",
          input: ({ context }) => ({ text: context.text }),
          onDone: {
            target: "idle",
            actions: { type: "showResults", params: ({ context, event }) => ({ text: context.text, answer: event.output }) },
          },
          onError: {
            target: "failed",
            actions: [
              { type: "showFailure", params: ({ context }) => context.text },
              { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      // Left like idle: by typing (a new search), clearing or closing.
      failed: {},
    },
  });

/** The search machine, as `createSearchMachine` returns it. */
export type SearchMachine = ReturnType<typeof createSearchMachine>;
/** A started search: `createActor(createSearchMachine(ports)).start()`; pass it to what renders or drives it. */
export type SearchActor = Actor<SearchMachine>;
/** What a search actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type SearchSnapshot = SnapshotFrom<SearchMachine>;
