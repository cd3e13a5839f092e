import type { ReactNode } from "react";

// Inline SVG only: the shell ships no image files and no icon font (Lighthouse budget).

/** Names of the stroke icons of the shell. */
export type IconName = "menu" | "close" | "search" | "cart" | "chevron" | "arrow-up" | "settings";

const PATHS: Record<IconName, ReactNode> = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2.2l2.3 11h10.7l2-8H6.4" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </>
  ),
  chevron: <path d="M6 9l6 6 6-6" />,
  "arrow-up": <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
    </>
  ),
};

/** A decorative 24×24 stroke icon in the current colour; the control around it carries the name. */
export const Icon = ({ name, size = 24 }: { readonly name: IconName; readonly size?: number }) => (
  <svg
    className="shell-icon"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {PATHS[name]}
  </svg>
);

const FLAGS: Record<string, ReactNode> = {
  md: (
    <>
      <rect width="8" height="16" fill="#0046ae" />
      <rect x="8" width="8" height="16" fill="#ffd200" />
      <rect x="16" width="8" height="16" fill="#cc092f" />
      <path d="M10 5.5h4v4.2c0 1.2-.9 2.1-2 2.3-1.1-.2-2-1.1-2-2.3z" fill="#b07e28" />
    </>
  ),
  ro: (
    <>
      <rect width="8" height="16" fill="#002b7f" />
      <rect x="8" width="8" height="16" fill="#fcd116" />
      <rect x="16" width="8" height="16" fill="#ce1126" />
    </>
  ),
  bg: (
    <>
      <rect width="24" height="5.34" fill="#fff" />
      <rect y="5.33" width="24" height="5.34" fill="#00966e" />
      <rect y="10.66" width="24" height="5.34" fill="#d62612" />
    </>
  ),
};

/** A small flag of a shop country (md, ro, bg); a neutral chip for any other code. Decorative. */
export const Flag = ({ code }: { readonly code: string }) => (
  <svg className="shell-flag" width="24" height="16" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
    {FLAGS[code.toLowerCase()] ?? <rect width="24" height="16" fill="var(--c-line)" />}
  </svg>
);

const SOCIAL: Record<string, ReactNode> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="12" cy="12" r="3.9" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  youtube: (
    <path d="M22 8.2a2.8 2.8 0 0 0-2-2C18.3 5.7 12 5.7 12 5.7s-6.3 0-8 .5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1.6 12 29 29 0 0 0 2 15.8a2.8 2.8 0 0 0 2 2c1.7.5 8 .5 8 .5s6.3 0 8-.5a2.8 2.8 0 0 0 2-2 29 29 0 0 0 .4-3.8 29 29 0 0 0-.4-3.8zM10 15.1V8.9l5.3 3.1z" />
  ),
  tiktok: (
    <path d="M16.4 5.6A4.2 4.2 0 0 1 15.4 3h-3v12.3a2.6 2.6 0 1 1-2.6-2.6l.8.1V9.7l-.8-.1a5.7 5.7 0 1 0 5.7 5.7V9.1a7 7 0 0 0 4.1 1.3v-3a4.2 4.2 0 0 1-3.2-1.8z" />
  ),
};

/** The icon of a social network by its code (facebook, tiktok, youtube, instagram); a dot otherwise. Decorative. */
export const SocialIcon = ({ code }: { readonly code: string }) => (
  <svg className="shell-social-icon" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    {SOCIAL[code.toLowerCase()] ?? <circle cx="12" cy="12" r="5" />}
  </svg>
);

/** Kinds of payment-card logos. */
export type PaymentKind = "visa" | "mastercard" | "card";

/** A payment-card logo with its name as the image's accessible name. */
export const PaymentLogo = ({ kind, label }: { readonly kind: PaymentKind; readonly label: string }) => (
  <svg className="shell-payment" width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={label}>
    <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="var(--c-line)" />
    {kind === "visa" ? (
      <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="700" fill="#1a1f71">
        VISA
      </text>
    ) : kind === "mastercard" ? (
      <>
        <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
      </>
    ) : (
      <>
        <rect x="9" y="7" width="30" height="17" rx="2.5" fill="none" stroke="var(--c-muted)" strokeWidth="1.6" />
        <path d="M9 12h30" stroke="var(--c-muted)" strokeWidth="2.4" />
        <path d="M13 19h8" stroke="var(--c-muted)" strokeWidth="1.6" strokeLinecap="round" />
      </>
    )}
  </svg>
);
