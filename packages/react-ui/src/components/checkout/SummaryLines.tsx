import { lineKey, lineTotal, type CartLine } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { formatPrice } from "../../format.js";
import { lineTitle } from "../cart/line-name.js";

/** The checkout summary's lines: each title × quantity (a variant's options under it) and what the line costs. */
export const SummaryLines = ({ lines }: { readonly lines: ReadonlyArray<CartLine> }) => {
  const { locale } = useI18nContext();
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={lineKey(line)}>
          <span>
            {lineTitle(line)} × {line.quantity}
            {line.variant ? <span className="line-variant">{line.variant.label}</span> : null}
          </span>
          <span>{line.price !== undefined ? formatPrice(lineTotal(line), locale) : ""}</span>
        </li>
      ))}
    </ul>
  );
};
