import { useEffect } from "react";

/**
 * While `dirty`, asks before the page is left: a link inside the app asks `question` first (and
 * stays when the answer is no), and closing or reloading the tab gets the browser's own question
 * (beforeunload). Links that open elsewhere (a new tab, a download) are not asked about.
 */
export const useLeaveGuard = (dirty: boolean, question: string): void => {
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin === location.origin && link.pathname === location.pathname && link.search === location.search) return;
      if (window.confirm(question)) return;
      // Caught on the way down, before the router's own click handler sees it.
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, question]);
};
