import type { DeliveryOffer } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { formatPrice } from "../../format.js";

/** What a delivery costs as the list of methods says it: free, or its price and the amount from which it is free. */
export const DeliveryPrice = ({ offer }: { readonly offer: DeliveryOffer }) => {
  const { LL, locale } = useI18nContext();
  if (offer.price === 0) return <span className="muted"> · {LL.cart.free()}</span>;
  const freeFrom = offer.free_from === null ? "" : ` (${LL.checkout.freeFrom({ amount: formatPrice(offer.free_from, locale) })})`;
  return (
    <span className="muted">
      {" "}
      · {formatPrice(offer.price, locale)}
      {freeFrom}
    </span>
  );
};
