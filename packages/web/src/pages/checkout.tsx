import { useEffect, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { createActor } from "xstate";
import { useLocation } from "wouter";
import { cartTotals, createCheckoutMachine } from "@vitrina/core";
import { CheckoutView } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { fieldMessages } from "../app/messages.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { COUNTRY_COOKIE } from "../app/shell.js";
import { useShellData, useShop } from "../app/shop-context.js";

/** Errors about the order's lines are shown together above the form. */
const groupLineErrors = (messages: Record<string, string>): Record<string, string> => {
  const lines = Object.entries(messages).filter(([path]) => path.startsWith("products"));
  if (lines.length === 0) return messages;
  const others = Object.fromEntries(Object.entries(messages).filter(([path]) => !path.startsWith("products")));
  return { ...others, products: [...new Set(lines.map(([, m]) => m))].join(" ") };
};

/** The checkout page: the form, validated in core, then the order is placed and the cart emptied. */
export default definePage({
  load: ({ api }) => loadSeo(api, "checkout"),
  head: (seo, { LL }) => seoHead(seo, { title: `${LL.checkout.title()} | ${LL.shop.name()}`, description: LL.checkout.summary() }, { noindex: true }),
  Page: () => {
    const shop = useShop();
    const { general } = useShellData();
    const { LL } = useI18nContext();
    const [, navigate] = useLocation();
    const checkout = useMemo(() => createActor(createCheckoutMachine({ api: shop.api, logger: console, newKey: () => crypto.randomUUID() })).start(), []);
    useEffect(() => {
      const placed = checkout.on("checkout.placed", ({ orderNumber }) => {
        shop.cart.send({ type: "cart.clear" });
        navigate(`/order/${encodeURIComponent(orderNumber)}/`);
      });
      return () => {
        placed.unsubscribe();
        checkout.stop();
      };
    }, [checkout]);
    const lines = useSelector(shop.cart, (s) => s.context.lines);
    const state = useSelector(checkout, (s) => s.context);
    return (
      <CheckoutView
        lines={lines}
        totals={cartTotals(lines)}
        countries={general.countries}
        defaultCountry={shop.cookies.get(COUNTRY_COOKIE) ?? "md"}
        errors={groupLineErrors(fieldMessages(LL, "checkout", state.errors))}
        failed={state.error !== null}
        submitting={state.submitting}
        onSubmit={(form) => checkout.send({ type: "checkout.submit", form: { ...form, lines: lines.map(({ id, quantity }) => ({ id, quantity })) } })}
        onEdit={(path) => checkout.send({ type: "checkout.clearError", path })}
      />
    );
  },
});
