import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

// Behaviour shared by the shell's overlays (mobile menu, search, settings, mega-menu): focus moved in
// and given back, Escape, Tab kept inside modal ones, body scroll lock. Only the top-most overlay
// reacts to keys, so Escape in the settings modal opened from the mobile menu closes the modal only.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stack: object[] = [];

/** Marks the header's search toggle, which the search overlay's outside-press close leaves alone. */
export const SEARCH_TOGGLE_ATTRIBUTE = "data-search-toggle";

/** The elements of `root` that Tab reaches, in document order (hidden and inert subtrees left out). */
export const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden], [inert]"));

/** Options of {@link useOverlayFocus}. */
export interface OverlayFocusOptions {
  /** Called on Escape while this overlay is the top-most one. */
  readonly onEscape: () => void;
  /** Keep Tab and Shift+Tab inside the overlay (modal dialogs). */
  readonly trap: boolean;
  /** The element to focus on opening; the first focusable element otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Whether the overlay is shown; the hook is idle while false. */
  readonly active?: boolean;
}

/**
 * Moves focus into `ref` when it opens and back to the element that had it (the opener) when it
 * closes, unless the user has already put focus elsewhere; handles Escape and, when `trap`, Tab.
 */
export const useOverlayFocus = (ref: RefObject<HTMLElement | null>, { onEscape, trap, initialFocus, active = true }: OverlayFocusOptions): void => {
  const latestOnEscape = useRef(onEscape);
  useLayoutEffect(() => {
    latestOnEscape.current = onEscape;
  });
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const token = {};
    stack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusablesIn(root)[0] ?? root).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.key === "Escape") {
        event.preventDefault();
        latestOnEscape.current();
        return;
      }
      if (!trap || event.key !== "Tab") return;
      const items = focusablesIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      const current = document.activeElement;
      if (opener?.isConnected && (!current || current === document.body || root.contains(current))) opener.focus();
    };
  }, [active, ref, trap, initialFocus]);
};

let locks = 0;

/** Locks body scroll (the `scroll-locked` class of base.css) while `active`; counted, so nested overlays unlock once. */
export const useBodyScrollLock = (active = true): void => {
  useEffect(() => {
    if (!active) return;
    if (locks++ === 0) document.body.classList.add("scroll-locked");
    return () => {
      if (--locks === 0) document.body.classList.remove("scroll-locked");
    };
  }, [active]);
};

/**
 * Calls `onOutside` on a pointer press outside `ref` while `active`; presses on elements matching
 * `ignore` (the toggle that opened it) are left to their own handlers.
 */
export const useOutsidePress = (
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  { active = true, ignore }: { readonly active?: boolean; readonly ignore?: string } = {},
): void => {
  const handler = useRef(onOutside);
  useLayoutEffect(() => {
    handler.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || ref.current?.contains(target)) return;
      if (ignore && target instanceof Element && target.closest(ignore)) return;
      handler.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [active, ref, ignore]);
};
