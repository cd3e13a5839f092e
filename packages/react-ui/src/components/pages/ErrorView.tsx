import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  readonly kind: "not-found" | "server-error";
  /** The path that was not found. */
  readonly path?: string;
}

/** The 404 and 500 pages: what happened and the way back to the shop. */
export const ErrorView = ({ kind, path = "" }: ErrorViewProps) => {
  const { LL } = useI18nContext();
  const notFound = kind === "not-found";
  return (
    <div className="container error-page">
      <p className="error-page__label">{notFound ? LL.errors.notFoundLabel() : LL.errors.serverErrorLabel()}</p>
      <h1>{notFound ? LL.errors.notFound({ path }) : LL.errors.serverError()}</h1>
      <p>{notFound ? LL.errors.notFoundDescription() : LL.errors.serverErrorDescription()}</p>
      <Link href="/" className="btn">
        {LL.errors.goToShop()}
      </Link>
    </div>
  );
};
