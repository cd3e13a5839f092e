import { useI18nContext } from "@vitrina/react-ui/i18n";
import { Link } from "wouter";

/** The 404 page: 'Page not found: {path}'. */
export const NotFoundPage = ({ data }: { readonly data: { readonly path: string } }) => {
  const { LL } = useI18nContext();
  return (
    <section className="error-page">
      <h1>{`Page not found: ${data.path}`}</h1>
      <p>{LL.shop.name()}</p>
      <Link href="/">{LL.shop.name()}</Link>
    </section>
  );
};

/** The error page of a failed load. */
export const ErrorPage = ({ data }: { readonly data: { readonly message?: string } }) => (
  <section className="error-page">
    <h1>{data.message ?? "Error"}</h1>
    <Link href="/">Vitrina</Link>
  </section>
);
