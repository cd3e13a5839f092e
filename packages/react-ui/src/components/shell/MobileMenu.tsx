import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Icon } from "./icons.js";
import { useBodyScrollLock, useOverlayFocus } from "./overlay.js";
import {
  CartLink,
  Copyright,
  LinkList,
  PaymentLogos,
  POLICY_LINKS,
  SettingsButton,
  SocialLinks,
  type MenuCategory,
  type ShellPreferences,
  type SocialLink,
} from "./parts.js";

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  /** Whether the menu is shown; it renders nothing while false. */
  readonly open: boolean;
  /** Closes the menu (close button, Escape, a link followed); focus goes back to the opener. */
  readonly onClose: () => void;
  /** The menu tree (core's `buildMenuTree` output). */
  readonly categories: ReadonlyArray<MenuCategory>;
  /** Opens or closes a category's subcategories. */
  readonly onToggleCategory: (uuid: string) => void;
  /** Whether the products list is expanded; leave undefined to let the menu keep it. */
  readonly productsOpen?: boolean;
  /** Told when the products list is expanded or collapsed. */
  readonly onProductsOpenChange?: (open: boolean) => void;
  /** Called with the trimmed text when the search form is submitted (never with an empty text). */
  readonly onSearchSubmit: (text: string) => void;
  /** The cart badge (core's badge label); empty hides it. */
  readonly cartBadge: string;
  /** The current country, language and currency shown on the settings button. */
  readonly preferences: ShellPreferences;
  /** Opens the settings modal (it stacks above the menu). */
  readonly onSettingsOpen: () => void;
  /** Social network links (GeneralData `socials`). */
  readonly socials: ReadonlyArray<SocialLink>;
  /** The copyright year, from the app's clock. */
  readonly year: number;
}

/** The full-screen menu below 992 px: a modal dialog with search, navigation, settings and the shop's links. */
export const MobileMenu = (props: MobileMenuProps) => (props.open ? <MobileMenuPanel {...props} /> : null);

const MobileMenuPanel = ({
  onClose,
  categories,
  onToggleCategory,
  productsOpen,
  onProductsOpenChange,
  onSearchSubmit,
  cartBadge,
  preferences,
  onSettingsOpen,
  socials,
  year,
}: MobileMenuProps) => {
  const { LL } = useI18nContext();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [ownProductsOpen, setOwnProductsOpen] = useState(false);
  const expanded = productsOpen ?? ownProductsOpen;
  useOverlayFocus(ref, { onEscape: onClose, trap: true });
  useBodyScrollLock();

  const toggleProducts = () => {
    setOwnProductsOpen(!expanded);
    onProductsOpenChange?.(!expanded);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearchSubmit(trimmed);
  };

  return (
    <div ref={ref} className="mobile-menu" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="mobile-menu__top">
        <h2 id={`${id}-title`} className="mobile-menu__title">
          {LL.shell.menu()}
        </h2>
        <button type="button" className="icon-btn" aria-label={LL.shell.closeMenu()} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {LL.shell.searchLabel()}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="search-form__input"
          value={text}
          placeholder={LL.shell.searchPlaceholder()}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="icon-btn search-form__submit" aria-label={LL.shell.searchSubmit()} disabled={text.trim() === ""}>
          <Icon name="search" />
        </button>
      </form>
      <nav aria-label={LL.shell.mainNav()}>
        <ul className="mobile-menu__list">
          <li>
            <Link href="/about/" onClick={onClose}>
              {LL.shell.aboutUs()}
            </Link>
          </li>
          {categories.length > 0 ? (
            <li>
              <button type="button" className="mobile-menu__expand" aria-expanded={expanded} aria-controls={`${id}-products`} onClick={toggleProducts}>
                <span>{LL.shell.products()}</span>
                <Icon name="chevron" size={18} />
              </button>
              <ul id={`${id}-products`} className="mobile-menu__cats" hidden={!expanded}>
                {categories.map((category) => (
                  <li key={category.uuid}>
                    <div className="mobile-menu__cat">
                      <Link href={`/category/${category.slug}/`} onClick={onClose}>
                        {category.name}
                      </Link>
                      {category.subcategories.length > 0 ? (
                        <button
                          type="button"
                          className="icon-btn mobile-menu__sub-toggle"
                          aria-label={LL.shell.subcategoriesOf({ name: category.name })}
                          aria-expanded={category.isOpen}
                          aria-controls={`${id}-${category.uuid}`}
                          onClick={() => onToggleCategory(category.uuid)}
                        >
                          <Icon name="chevron" size={18} />
                        </button>
                      ) : null}
                    </div>
                    {category.subcategories.length > 0 ? (
                      <ul id={`${id}-${category.uuid}`} className="mobile-menu__subs" hidden={!category.isOpen}>
                        {category.subcategories.map((sub) => (
                          <li key={sub.uuid}>
                            <Link href={`/category/${sub.slug}/`} onClick={onClose}>
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          <li>
            <CartLink badge={cartBadge} withText onNavigate={onClose} />
          </li>
          <li>
            <Link href="/faq/" onClick={onClose}>
              {LL.shell.faq()}
            </Link>
          </li>
          <li>
            <Link href="/contacts/" onClick={onClose}>
              {LL.shell.contacts()}
            </Link>
          </li>
        </ul>
        <LinkList links={POLICY_LINKS} className="mobile-menu__policies" onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__bottom">
        <SettingsButton preferences={preferences} onClick={onSettingsOpen} />
        <SocialLinks socials={socials} />
        <PaymentLogos />
        <Copyright year={year} />
      </div>
    </div>
  );
};
