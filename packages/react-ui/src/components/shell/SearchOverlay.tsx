import type { SearchResult } from "@vitrina/core";
import { Fragment, useId, useRef, type FormEvent } from "react";
import { Link } from "../Link.js";
import { formatPrice } from "../../format.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Icon } from "./icons.js";
import { SEARCH_TOGGLE_ATTRIBUTE, useBodyScrollLock, useOutsidePress, useOverlayFocus } from "./overlay.js";

/** A piece of a result title; `match` pieces are the typed text (core's `highlightSegments` output). */
export interface HighlightSegment {
  readonly text: string;
  /** Whether this piece matches the search text (drawn in `<mark>`). */
  readonly match: boolean;
}

/** A search result with its title cut into highlight segments. */
export type SearchOverlayResult = SearchResult & {
  /** The title in pieces; joined they give `title`. */
  readonly segments: ReadonlyArray<HighlightSegment>;
};

/** Props of {@link SearchOverlay}. */
export interface SearchOverlayProps {
  /** Whether the overlay is shown; it renders nothing while false. */
  readonly open: boolean;
  /** The field's text, as typed. */
  readonly text: string;
  /** Called on every keystroke; debouncing and trimming are the app's (core's search machine). */
  readonly onTextChange: (text: string) => void;
  /** The rows to show. */
  readonly results: ReadonlyArray<SearchOverlayResult>;
  /** Whether a search is running. */
  readonly loading: boolean;
  /** Whether the submit button is enabled (3+ characters and not loading: core's rule). */
  readonly canSubmit: boolean;
  /** The searched word when a search found nothing; null otherwise. */
  readonly noResultsFor: string | null;
  /** The text the shop searched instead of the typed one (a typo corrected), said above its results; null otherwise. */
  readonly searchedInstead: string | null;
  /** The searched word when its search failed (the shop did not answer); null otherwise. Shown as a failure, never as "nothing found". */
  readonly failedFor: string | null;
  /** Submits the search (the app goes to /search/). Only called when `canSubmit`. */
  readonly onSubmit: () => void;
  /** Closes the overlay: close button, Escape, a press outside it. Scroll and viewport closing are the app's. */
  readonly onClose: () => void;
  /** Called with the product's slug when a row is followed. */
  readonly onResultClick: (slug: string) => void;
}

/** The search panel under the header: field, live results with highlighted titles, and the no-results or failure message. */
export const SearchOverlay = (props: SearchOverlayProps) => (props.open ? <SearchPanel {...props} /> : null);

const SearchPanel = ({
  text,
  onTextChange,
  results,
  loading,
  canSubmit,
  noResultsFor,
  searchedInstead,
  failedFor,
  onSubmit,
  onClose,
  onResultClick,
}: SearchOverlayProps) => {
  const { LL, locale } = useI18nContext();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useOverlayFocus(panelRef, { onEscape: onClose, trap: false, initialFocus: inputRef });
  useOutsidePress(panelRef, onClose, { ignore: `[${SEARCH_TOGGLE_ATTRIBUTE}]` });
  useBodyScrollLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  const status = loading
    ? LL.shell.searchLoading()
    : failedFor !== null
      ? LL.shell.searchFailed({ text: failedFor })
      : noResultsFor !== null
        ? LL.shell.noResults({ text: noResultsFor })
        : searchedInstead !== null && results.length > 0
          ? LL.shell.searchedInstead({ text: searchedInstead })
          : "";

  return (
    <div className="search-overlay">
      <div className="search-overlay__backdrop" aria-hidden="true" />
      <div ref={panelRef} className="search-overlay__panel" role="dialog" aria-label={LL.shell.searchLabel()}>
        <div className="container">
          <form role="search" className="search-form" onSubmit={submit}>
            <label htmlFor={`${id}-input`} className="visually-hidden">
              {LL.shell.searchLabel()}
            </label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              className="search-form__input"
              value={text}
              placeholder={LL.shell.searchPlaceholder()}
              autoComplete="off"
              enterKeyHint="search"
              aria-controls={`${id}-results`}
              aria-describedby={`${id}-status`}
              onChange={(event) => onTextChange(event.target.value)}
            />
            <button type="submit" className="btn search-form__button" disabled={!canSubmit}>
              {LL.shell.searchSubmit()}
            </button>
            <button type="button" className="icon-btn" aria-label={LL.shell.closeSearch()} onClick={onClose}>
              <Icon name="close" />
            </button>
          </form>
          <p id={`${id}-status`} role="status" className="search-overlay__status">
            {status}
            {!loading && results.length > 0 ? <span className="visually-hidden">{LL.shell.resultCount({ count: results.length })}</span> : null}
          </p>
          <ul id={`${id}-results`} className="search-results" aria-label={LL.shell.searchResults()} aria-busy={loading} hidden={results.length === 0}>
            {results.map((result) => (
              <li key={result.slug}>
                <Link href={`/product/${result.slug}/`} className="search-result" onClick={() => onResultClick(result.slug)}>
                  {result.image ? (
                    <img className="search-result__image" src={result.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  ) : (
                    <span className="search-result__image" aria-hidden="true" />
                  )}
                  <span className="search-result__body">
                    <span className="search-result__title">
                      {result.segments.length > 0
                        ? result.segments.map((segment, index) =>
                            segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
                          )
                        : result.title}
                    </span>
                    <span className="search-result__category">{result.category}</span>
                  </span>
                  <span className="price search-result__price">
                    <span className="price__current">
                      {result.price_max === undefined ? formatPrice(result.price, locale) : LL.catalog.fromPrice({ price: formatPrice(result.price, locale) })}
                    </span>
                    {result.price_max === undefined && result.old_price !== null && result.old_price > result.price ? (
                      <s className="price__old">
                        <span className="visually-hidden">{LL.shell.oldPrice()}: </span>
                        {formatPrice(result.old_price, locale)}
                      </s>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
};
