import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Kept } from "../Kept.js";
import { Icon } from "./icons.js";
import { ShopLogo, useShopIdentity } from "./shop-identity.js";
import { SEARCH_TOGGLE_ATTRIBUTE, useOutsidePress } from "./overlay.js";
import { CartLink, COMPANY_LINKS, SettingsButton, type MenuCategory, type ShellPreferences } from "./parts.js";

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The menu tree (core's `buildMenuTree` output): top-level categories with one level of subcategories. */
  readonly categories: ReadonlyArray<MenuCategory>;
  /** Opens or closes a top-level category's subcategories in the mega-menu. */
  readonly onToggleCategory: (uuid: string) => void;
  /** Whether the products mega-menu panel is open; leave undefined to let the header keep it. */
  readonly megaMenuOpen?: boolean;
  /** Told when the mega-menu panel opens or closes (trigger, Escape, outside press, a link followed). */
  readonly onMegaMenuOpenChange?: (open: boolean) => void;
  /** The cart badge (core's badge label, "99+" above 99); empty hides it. */
  readonly cartBadge: string;
  /** The current country, language and currency shown on the settings button. */
  readonly preferences: ShellPreferences;
  /** Opens the settings modal. */
  readonly onSettingsOpen: () => void;
  /** Opens the search overlay. */
  readonly onSearchOpen: () => void;
  /** Whether the search overlay is open (the toggle's `aria-expanded`). */
  readonly searchOpen?: boolean;
  /** Closes the search overlay from the toggle; without it the toggle only opens. */
  readonly onSearchClose?: () => void;
  /** Opens the mobile menu (the menu button, below 992 px). */
  readonly onMenuOpen: () => void;
  /** Whether the mobile menu is open (the menu button's `aria-expanded`). */
  readonly menuOpen?: boolean;
}

/**
 * The storefront header: logo, products mega-menu, about us / FAQ / contacts, search toggle,
 * settings and cart; below 992 px only the menu button, the logo and the cart.
 */
export const Header = ({
  categories,
  onToggleCategory,
  megaMenuOpen,
  onMegaMenuOpenChange,
  cartBadge,
  preferences,
  onSettingsOpen,
  onSearchOpen,
  searchOpen = false,
  onSearchClose,
  onMenuOpen,
  menuOpen = false,
}: HeaderProps) => {
  const { LL } = useI18nContext();
  const shop = useShopIdentity();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = megaMenuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOwnOpen(next);
    onMegaMenuOpenChange?.(next);
  };
  const close = () => setOpen(false);
  const id = useId();
  const megaRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useOutsidePress(megaRef, close, { active: open });

  const onMegaKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };
  const onMegaBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !megaRef.current?.contains(event.relatedTarget)) close();
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <button
          type="button"
          className="icon-btn site-header__menu-btn"
          aria-label={LL.shell.openMenu()}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenuOpen}
        >
          <Icon name="menu" />
        </button>
        <Link href="/" className="site-header__logo" aria-label={LL.shell.homeLink({ shop: shop.name })}>
          <ShopLogo name={shop.name} logo={shop.logo} />
        </Link>
        <nav className="site-header__nav" aria-label={LL.shell.mainNav()}>
          <ul className="site-header__links">
            {categories.length > 0 ? (
              <li className="mega" ref={megaRef} onKeyDown={onMegaKeyDown} onBlur={onMegaBlur}>
                <button
                  type="button"
                  ref={triggerRef}
                  className="site-header__link mega__trigger"
                  aria-expanded={open}
                  aria-controls={`${id}-mega`}
                  onClick={() => setOpen(!open)}
                >
                  {LL.shell.products()}
                  <Icon name="chevron" size={16} />
                </button>
                <div id={`${id}-mega`} className="mega__panel" hidden={!open}>
                  {/* Kept as the server rendered it until the menu or one of its categories first opens. */}
                  <Kept as="div" name="mega-menu" className="container mega__inner" keep={!open && categories.every((c) => !c.isOpen)}>
                    <ul className="mega__cats">
                      {categories.map((category) => (
                        <li key={category.uuid}>
                          {category.subcategories.length > 0 ? (
                            <>
                              <button
                                type="button"
                                className="mega__cat"
                                aria-expanded={category.isOpen}
                                aria-controls={`${id}-${category.uuid}`}
                                onClick={() => onToggleCategory(category.uuid)}
                              >
                                <span>{category.name}</span>
                                <Icon name="chevron" size={16} />
                              </button>
                              <div id={`${id}-${category.uuid}`} className="mega__subs" hidden={!category.isOpen}>
                                <Link href={`/category/${category.slug}/`} className="mega__all" onClick={close}>
                                  {LL.shell.viewAll({ name: category.name })}
                                </Link>
                                <ul>
                                  {category.subcategories.map((sub) => (
                                    <li key={sub.uuid}>
                                      <Link href={`/category/${sub.slug}/`} onClick={close}>
                                        {sub.name}
                                      </Link>
                                    </li>
                                  ))}
                                </ul>
                              </div>
                            </>
                          ) : (
                            <Link href={`/category/${category.slug}/`} className="mega__cat" onClick={close}>
                              {category.name}
                            </Link>
                          )}
                        </li>
                      ))}
                    </ul>
                  </Kept>
                </div>
              </li>
            ) : null}
            {COMPANY_LINKS.map(({ href, text }) => (
              <li key={href}>
                <Link href={href} className="site-header__link">
                  {LL.shell[text]()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-btn site-header__search-btn"
            {...{ [SEARCH_TOGGLE_ATTRIBUTE]: "" }}
            aria-label={searchOpen && onSearchClose ? LL.shell.closeSearch() : LL.shell.openSearch()}
            aria-expanded={searchOpen}
            onClick={searchOpen && onSearchClose ? onSearchClose : onSearchOpen}
          >
            <Icon name={searchOpen && onSearchClose ? "close" : "search"} />
          </button>
          <span className="site-header__settings">
            <SettingsButton preferences={preferences} onClick={onSettingsOpen} />
          </span>
          <CartLink badge={cartBadge} />
        </div>
      </div>
    </header>
  );
};
