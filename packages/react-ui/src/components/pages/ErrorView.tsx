import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** A missing page, a missing order (a wrong number or key), or a failed load. */
  readonly kind: "not-found" | "order-not-found" | "server-error";
  /** The path that was not found. */
  readonly path?: string;
}

/**
 * The error page's picture (spec §2): an empty shopping bag with a question mark. Inline, so the
 * page shows it even when the failure is the network's; decorative, as the title says it all.
 */
const ErrorImage = () => (
  <svg className="error-page__image" viewBox="0 0 160 140" width="160" height="140" aria-hidden="true" focusable="false">
    <path d="M30 48h100l-8 80a8 8 0 0 1-8 7H46a8 8 0 0 1-8-7z" fill="var(--c-surface, #f3f4f6)" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
    <path d="M58 48V38a22 22 0 0 1 44 0v10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    <path d="M68 82a12 12 0 1 1 17 11c-3 2-5 4-5 8v3" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    <circle cx="80" cy="117" r="3.5" fill="currentColor" />
  </svg>
);

/** The 404 and 500 pages: a picture, what happened and the way back to the shop. */
export const ErrorView = ({ kind, path = "" }: ErrorViewProps) => {
  const { LL } = useI18nContext();
  const [label, title, description] =
    kind === "not-found"
      ? [LL.errors.notFoundLabel(), LL.errors.notFound({ path }), LL.errors.notFoundDescription()]
      : kind === "order-not-found"
        ? [LL.errors.notFoundLabel(), LL.order.notFound(), LL.order.notFoundDescription()]
        : [LL.errors.serverErrorLabel(), LL.errors.serverError(), LL.errors.serverErrorDescription()];
  return (
    <div className="container error-page">
      <ErrorImage />
      <p className="error-page__label">{label}</p>
      <h1>{title}</h1>
      <p>{description}</p>
      <Link href="/" className="btn">
        {LL.errors.goToShop()}
      </Link>
    </div>
  );
};
