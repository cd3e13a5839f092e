import { useI18nContext } from "../../i18n/i18n-react.js";
import { Icon } from "./icons.js";

/** Props of {@link ScrollToTop}. */
export interface ScrollToTopProps {
  /** Whether the button is shown (the app decides: past 100 px of scroll). */
  readonly visible: boolean;
  /** Scrolls to the top (the app's callback, which may also move focus). */
  readonly onClick: () => void;
}

/** The floating back-to-top button; hidden, and out of the tab order, while not `visible`. */
export const ScrollToTop = ({ visible, onClick }: ScrollToTopProps) => {
  const { LL } = useI18nContext();
  return (
    <button type="button" className="scroll-top" hidden={!visible} aria-label={LL.shell.scrollToTop()} title={LL.shell.scrollToTop()} onClick={onClick}>
      <Icon name="arrow-up" />
    </button>
  );
};
