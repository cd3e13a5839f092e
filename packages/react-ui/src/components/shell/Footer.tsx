import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Kept } from "../Kept.js";
import { LegalDetails, useShopIdentity } from "./shop-identity.js";
import { Copyright, LinkList, PaymentLogos, POLICY_LINKS, SettingsButton, SocialLinks, type ShellPreferences, type SocialLink } from "./parts.js";

/** Props of {@link Footer}; the contact lists are GeneralData's, so `{...general}` can be spread in. */
export interface FooterProps {
  /** Shop phone numbers, as written for people. */
  readonly phones: ReadonlyArray<string>;
  /** Shop e-mail addresses. */
  readonly emails: ReadonlyArray<string>;
  /** Shop addresses, one line each. */
  readonly addresses: ReadonlyArray<string>;
  /** Opening hours text; empty hides it. */
  readonly schedule?: string;
  /** Corporate sales phone numbers. */
  readonly salesPhones: ReadonlyArray<string>;
  /** Corporate sales e-mail addresses. */
  readonly salesEmails: ReadonlyArray<string>;
  /** Social network links. */
  readonly socials: ReadonlyArray<SocialLink>;
  /** The current country, language and currency shown on the settings button. */
  readonly preferences: ShellPreferences;
  /** Opens the settings modal. */
  readonly onSettingsOpen: () => void;
  /** The copyright year, from the app's clock. */
  readonly year: number;
}

const FOOTER_COMPANY_LINKS = [
  { href: "/about/", text: "aboutUs" },
  { href: "/contacts/", text: "contacts" },
  { href: "/faq/", text: "faq" },
] as const;

// Keeps the digits and a leading + so "+373 22 123 456" dials on every phone.
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

const Contacts = ({ phones, emails }: { readonly phones: ReadonlyArray<string>; readonly emails: ReadonlyArray<string> }) => (
  <>
    {phones.map((phone) => (
      <li key={phone}>
        <a href={telHref(phone)}>{phone}</a>
      </li>
    ))}
    {emails.map((email) => (
      <li key={email}>
        <a href={`mailto:${email}`}>{email}</a>
      </li>
    ))}
  </>
);

/** The storefront footer: contacts, company and policy links, corporate sales, socials, payment logos, settings and copyright. */
export const Footer = ({ phones, emails, addresses, schedule, salesPhones, salesEmails, socials, preferences, onSettingsOpen, year }: FooterProps) => {
  const { LL } = useI18nContext();
  const shop = useShopIdentity();
  const id = useId();
  const hasSales = salesPhones.length + salesEmails.length > 0;
  return (
    <footer className="site-footer">
      {/* The columns change with the language only (another page): kept as the server rendered them. */}
      <Kept as="div" name="footer" className="container site-footer__grid">
        <section className="site-footer__col">
          <h2 className="site-footer__heading">{LL.shell.contactUs()}</h2>
          <address className="site-footer__contacts">
            <ul>
              <Contacts phones={phones} emails={emails} />
              {addresses.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
            {schedule ? (
              <p className="site-footer__schedule">
                {/* The label on a line of its own: the hours often begin with days and a colon of their own ("Luni–vineri: 09:00–19:00"). */}
                <span className="site-footer__label">{LL.shell.schedule()}</span>
                <br />
                {schedule}
              </p>
            ) : null}
          </address>
        </section>
        <nav className="site-footer__col" aria-labelledby={`${id}-company`}>
          <h2 id={`${id}-company`} className="site-footer__heading">
            {LL.shell.company()}
          </h2>
          <LinkList links={FOOTER_COMPANY_LINKS} />
        </nav>
        <nav className="site-footer__col" aria-labelledby={`${id}-legal`}>
          <h2 id={`${id}-legal`} className="site-footer__heading">
            {LL.shell.legal()}
          </h2>
          <LinkList links={POLICY_LINKS} />
        </nav>
        {hasSales ? (
          <section className="site-footer__col">
            <h2 className="site-footer__heading">{LL.shell.corporateSales()}</h2>
            <ul>
              <Contacts phones={salesPhones} emails={salesEmails} />
            </ul>
          </section>
        ) : null}
      </Kept>
      <div className="container site-footer__bottom">
        <SocialLinks socials={socials} />
        <PaymentLogos />
        <SettingsButton preferences={preferences} onClick={onSettingsOpen} />
        <Copyright year={year} />
        <LegalDetails shop={shop} />
      </div>
    </footer>
  );
};
