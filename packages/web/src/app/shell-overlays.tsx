// The shell's overlays, in a chunk of their own that loads when the shopper first opens one (the
// search, the mobile menu, the settings): the page's first scripts carry none of them, nor the
// search machine and xstate under it.
import { useEffect, useMemo, useState } from "react";
import { useSelector } from "@xstate/react";
import { createActor } from "xstate";
import { createSearchMachine, highlightSegments } from "@vitrina/core";
import { SearchOverlay } from "@vitrina/react-ui";
import { useShop } from "./shop-context.js";

export { MobileMenu, SettingsModal } from "@vitrina/react-ui";

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  /** Closes the overlay (it unmounts: it opens empty next time). */
  readonly onClose: () => void;
  /** The search was submitted with `text` (the app goes to the search page). */
  readonly onSearch: (text: string) => void;
  /** A result was followed. */
  readonly onResult: (slug: string) => void;
}

/** The open search overlay, driven by core's search machine, started when the overlay opens. */
export const SearchPanel = ({ onClose, onSearch, onResult }: SearchPanelProps) => {
  const { api, logger } = useShop();
  const search = useMemo(() => createActor(createSearchMachine({ api, logger })).start(), []);
  useEffect(() => () => void search.stop(), [search]);
  useEffect(() => {
    const sub = search.on("search.submitted", (event) => onSearch(event.text));
    return () => sub.unsubscribe();
  }, [search, onSearch]);
  // The field shows what was typed, spaces included; the search machine trims only its query.
  const [text, setText] = useState("");
  const context = useSelector(search, (s) => s.context);
  const canSubmit = useSelector(search, (s) => s.can({ type: "search.submit" }));
  return (
    <SearchOverlay
      open
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        search.send({ type: "search.type", text: typed });
      }}
      results={context.results.map((r) => ({ ...r, segments: highlightSegments(r.title, context.searchedInstead ?? context.resultsFor) }))}
      loading={context.loading}
      canSubmit={canSubmit}
      noResultsFor={context.noResults ? context.resultsFor : null}
      searchedInstead={context.searchedInstead}
      failedFor={context.failed ? context.resultsFor : null}
      onSubmit={() => search.send({ type: "search.submit" })}
      onClose={onClose}
      onResultClick={onResult}
    />
  );
};
