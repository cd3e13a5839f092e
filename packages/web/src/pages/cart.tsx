import { useEffect } from "react";
import { cartTotals } from "@vitrina/core";
import { CartView } from "@vitrina/react-ui";
import { loadCartProducts, useCartLines } from "../app/cart-lines.js";
import { useActorPart } from "../app/lazy-actor.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { useShop } from "../app/shop-context.js";

/** The cart page: lines from the cart cookie with their products (loaded with the page, then refreshed), quantities, totals. */
export default definePage({
  load: async ({ api, cookies, logger }) => {
    const [seo, products] = await Promise.all([loadSeo(api, "cart"), loadCartProducts(api, cookies, logger)]);
    return { seo, products };
  },
  head: ({ seo }, { LL, shop }) =>
    seoHead(seo, { title: LL.shop.pageTitle({ title: LL.cart.title(), shop: shop.name }), description: LL.cart.summary() }, { noindex: true }),
  Page: ({ data }) => {
    const { cart } = useShop();
    const state = useActorPart(cart, (s) => s.context);
    const lines = useCartLines(data.products);
    // An empty cart has nothing to check: its machine then loads with the first change only.
    useEffect(() => {
      if (cart.getSnapshot().context.lines.length === 0) return;
      cart.send({ type: "cart.refresh" });
      cart.send({ type: "cart.checkAvailability" });
    }, []);
    return (
      <CartView
        lines={lines}
        totals={cartTotals(lines)}
        updating={state.loading}
        problems={state.problems}
        onQuantityChange={(line, quantity) => cart.send({ type: "cart.setQuantity", ...line, quantity })}
        onRemove={(line) => cart.send({ type: "cart.remove", ...line })}
      />
    );
  },
});
