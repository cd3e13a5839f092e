import type { Category } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { useShopIdentity } from "./shop-identity.js";
import type { TranslationFunctions } from "../../i18n/i18n-types.js";
import { Flag, Icon, PaymentLogo, SocialIcon } from "./icons.js";

/** A top-level category of the menu tree, shaped like core's `buildMenuTree` output. */
export type MenuCategory = Category & {
  /** Whether its subcategories are shown; opening one category closes the others (core's rule). */
  readonly isOpen: boolean;
  /** Its children, one level deep. */
  readonly subcategories: ReadonlyArray<Category>;
};

/** What the settings button shows and the settings modal starts from. */
export interface ShellPreferences {
  /** Country code: md, ro or bg (the flag). */
  readonly country: string;
  /** Language code, shown upper-case ("RO"). */
  readonly language: string;
  /** Currency code, shown upper-case ("MDL"). */
  readonly currency: string;
}

/** A social network link, as in GeneralData's `socials`. */
export interface SocialLink {
  /** The network's display name, the link's accessible name. */
  readonly name: string;
  readonly url: string;
  /** facebook, tiktok, youtube or instagram picks the icon. */
  readonly code: string;
}

type ShellTexts = TranslationFunctions["shell"];
/** The shell texts that take no parameter. */
type ShellKey = { [K in keyof ShellTexts]: ShellTexts[K] extends () => unknown ? K : never }[keyof ShellTexts];

/** The company links: about us, FAQ, contacts. */
export const COMPANY_LINKS: ReadonlyArray<{ readonly href: string; readonly text: ShellKey }> = [
  { href: "/about/", text: "aboutUs" },
  { href: "/faq/", text: "faq" },
  { href: "/contacts/", text: "contacts" },
];

/** The four policy pages. */
export const POLICY_LINKS: ReadonlyArray<{ readonly href: string; readonly text: ShellKey }> = [
  { href: "/cookies-policy/", text: "cookiesPolicy" },
  { href: "/privacy-policy/", text: "privacyPolicy" },
  { href: "/return-policy/", text: "returnPolicy" },
  { href: "/terms-of-use/", text: "termsOfUse" },
];

/** A list of in-shop links by catalogue key; `onNavigate` runs when one is followed. */
export const LinkList = ({
  links,
  className,
  onNavigate,
}: {
  readonly links: typeof COMPANY_LINKS;
  readonly className?: string;
  readonly onNavigate?: () => void;
}) => {
  const { LL } = useI18nContext();
  return (
    <ul className={className}>
      {links.map(({ href, text }) => (
        <li key={href}>
          <Link href={href} onClick={onNavigate}>
            {LL.shell[text]()}
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** Props of {@link SettingsButton}. */
export interface SettingsButtonProps {
  /** The current choice: the flag of `country` and "LANGUAGE - CURRENCY". */
  readonly preferences: ShellPreferences;
  /** Opens the settings modal. */
  readonly onClick: () => void;
}

/** The settings button: country flag and "RO - MDL"; opens the settings dialog. */
export const SettingsButton = ({ preferences, onClick }: SettingsButtonProps) => {
  const { LL } = useI18nContext();
  const current = `${preferences.language.toUpperCase()} - ${preferences.currency.toUpperCase()}`;
  return (
    <button type="button" className="settings-btn" aria-haspopup="dialog" aria-label={LL.shell.settingsCurrent({ current })} onClick={onClick}>
      <Flag code={preferences.country} />
      <span>{current}</span>
    </button>
  );
};

/** Props of {@link CartLink}. */
export interface CartLinkProps {
  /** The badge text (core's badge label, "99+" above 99); empty hides the badge. */
  readonly badge: string;
  /** Show the word "Cart" next to the icon. */
  readonly withText?: boolean;
  /** Called when the link is followed. */
  readonly onNavigate?: () => void;
}

/** The cart link with its item-count badge. */
export const CartLink = ({ badge, withText = false, onNavigate }: CartLinkProps) => {
  const { LL } = useI18nContext();
  return (
    <Link
      href="/cart/"
      className={withText ? "cart-link cart-link--text" : "cart-link"}
      aria-label={badge ? LL.shell.cartWithCount({ count: badge }) : LL.shell.cart()}
      onClick={onNavigate}
    >
      <span className="cart-link__icon">
        <Icon name="cart" />
        {badge ? (
          <span className="cart-link__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      {withText ? <span aria-hidden="true">{LL.shell.cart()}</span> : null}
    </Link>
  );
};

/** Social network links opening in a new tab. */
export const SocialLinks = ({ socials }: { readonly socials: ReadonlyArray<SocialLink> }) => {
  const { LL } = useI18nContext();
  if (socials.length === 0) return null;
  return (
    <ul className="social-links">
      {socials.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={LL.shell.newTab({ name: social.name })} title={social.name}>
            <SocialIcon code={social.code} />
          </a>
        </li>
      ))}
    </ul>
  );
};

/** The accepted payment cards: Visa, Mastercard and any bank card. */
export const PaymentLogos = () => {
  const { LL } = useI18nContext();
  return (
    <ul className="payment-logos" aria-label={LL.shell.paymentMethods()}>
      <li>
        <PaymentLogo kind="visa" label={LL.shell.paymentVisa()} />
      </li>
      <li>
        <PaymentLogo kind="mastercard" label={LL.shell.paymentMastercard()} />
      </li>
      <li>
        <PaymentLogo kind="card" label={LL.shell.paymentCard()} />
      </li>
    </ul>
  );
};

/** "© {year} {shop}. All rights reserved." — the year comes from the app, never from a clock here. */
export const Copyright = ({ year }: { readonly year: number }) => {
  const { LL } = useI18nContext();
  return <p className="copyright">{LL.shell.copyright({ year, shop: useShopIdentity().name })}</p>;
};
