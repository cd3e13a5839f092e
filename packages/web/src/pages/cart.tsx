import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import { cartLineProblems, cartTotals } from "@vitrina/core";
import { CartView } from "@vitrina/react-ui";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { useShop } from "../app/shop-context.js";

/** The cart page: lines from the cart cookie refreshed from the server, quantities, totals. */
export default definePage({
  load: ({ api }) => loadSeo(api, "cart"),
  head: (seo, { LL }) => seoHead(seo, { title: `${LL.cart.title()} | ${LL.shop.name()}`, description: LL.cart.summary() }, { noindex: true }),
  Page: () => {
    const { cart } = useShop();
    const state = useSelector(cart, (s) => s.context);
    useEffect(() => {
      cart.send({ type: "cart.refresh" });
      cart.send({ type: "cart.checkAvailability" });
    }, []);
    return (
      <CartView
        lines={state.lines}
        totals={cartTotals(state.lines)}
        updating={state.loading}
        problems={cartLineProblems(state.lines, state.errors)}
        onQuantityChange={(id, quantity) => cart.send({ type: "cart.setQuantity", id, quantity })}
        onRemove={(id) => cart.send({ type: "cart.remove", id })}
      />
    );
  },
});
