import { useState, type ReactNode } from "react";
import { KeptMarkupProvider, type KeptMarkup } from "@vitrina/react-ui";
import { usePage, type PageState } from "./page-context.js";

/** Props of {@link KeepFirstPage}. */
export interface KeepFirstPageProps {
  /** The language and the address on screen (`ru:/cart/`). */
  readonly address: string;
  /** The page the server rendered. */
  readonly initial: PageState;
  /** Reads the server's markup of a `Kept` part (the browser's; none on the server). */
  readonly keptMarkup: KeptMarkup | undefined;
  readonly children: ReactNode;
}

/**
 * The server's markup of react-ui's `Kept` parts is theirs while the address and the page are the
 * ones the server rendered, never after: a link, a language switch or a variant's address ends it
 * at once, and the parts render from then on.
 */
export const KeepFirstPage = ({ address, initial, keptMarkup, children }: KeepFirstPageProps) => {
  const { page } = usePage();
  const [first] = useState(address);
  const [left, setLeft] = useState(false);
  const here = !left && address === first && page === initial;
  if (!here && !left) setLeft(true);
  return <KeptMarkupProvider value={here ? keptMarkup : undefined}>{children}</KeptMarkupProvider>;
};
