import { createContext, useContext, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";

/**
 * Reads the markup the server rendered inside the element marked `data-kept={name}` on the page
 * the browser is bringing to life; undefined when there is none to keep.
 */
export type KeptMarkup = (name: string) => string | undefined;

const KeptMarkupContext = createContext<KeptMarkup | undefined>(undefined);

/**
 * Given by the app while the page on screen is the one the server rendered (nothing on the server,
 * nothing once the visitor moved to another page): {@link Kept} parts then keep the server's markup.
 */
export const KeptMarkupProvider = KeptMarkupContext.Provider;

/** Props of {@link Kept}: the element's own attributes (its event handlers too) and what it holds. */
export interface KeptProps extends HTMLAttributes<HTMLElement> {
  /** The element's tag. */
  readonly as: "div" | "ul";
  /** The part's name, one per page: the element carries it as `data-kept`. */
  readonly name: string;
  /** False once what the part shows differs from what the server rendered (it then renders for good). */
  readonly keep?: boolean;
  /** Answers a click inside the kept markup, whose elements have no handlers of their own. */
  readonly onKeptClick?: (event: MouseEvent<HTMLElement>) => void;
  readonly children: ReactNode;
}

/**
 * A part of the page that shows nothing of the visitor's own and changes with nothing they do
 * (product cards, the footer's columns, the closed mega-menu): in the browser it keeps the markup
 * the server rendered instead of rendering and hydrating its children, which spares most of the
 * page's first long task on a phone. It renders its children from the first time `keep` is false or
 * the app stops providing {@link KeptMarkupProvider} (another page), and on the server. A click
 * inside kept markup reaches `onKeptClick` and the app's document listeners (links).
 */
export const Kept = ({ as: Tag, name, keep = true, onKeptClick, children, ...props }: KeptProps) => {
  const read = useContext(KeptMarkupContext);
  // Read once: every later render on the same page gives the runtime the same markup, which it leaves alone.
  const [markup] = useState(() => read?.(name));
  const [released, setReleased] = useState(false);
  const kept = markup !== undefined && read !== undefined && keep && !released;
  // Once rendered, always rendered: the kept markup may be stale by then.
  if (!kept && markup !== undefined && !released) setReleased(true);
  return kept ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the server's own rendering of this element, read back from the page
    <Tag {...props} data-kept={name} onClick={onKeptClick} dangerouslySetInnerHTML={{ __html: markup }} />
  ) : (
    <Tag {...props} data-kept={name}>
      {children}
    </Tag>
  );
};
