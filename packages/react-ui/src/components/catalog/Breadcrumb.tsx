import type { BreadcrumbItem } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** Category steps (linked). */
  readonly items: ReadonlyArray<BreadcrumbItem>;
  /** The page itself, when it is not the last category (a product's title). */
  readonly current?: string;
}

/** Home › categories › page, the current page marked for assistive technology. */
export const Breadcrumb = ({ items, current }: BreadcrumbProps) => {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.catalog.breadcrumb()} className="breadcrumb">
      <ol>
        <li>
          <Link href="/">{LL.catalog.home()}</Link>
        </li>
        {items.map((item, i) => (
          <li key={item.slug}>
            {i === items.length - 1 && current === undefined ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link href={`/category/${item.slug}/`}>{item.name}</Link>
            )}
          </li>
        ))}
        {current !== undefined ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
};
