import { useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import {
  EMPTY_CHECKOUT,
  lineRef,
  problemsAfterChange,
  type ApiError,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutPlaced,
  type DiscountCodeTerms,
} from "@vitrina/core";
import { CheckoutView } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { lazyActor, useActorPart, useStartOnFirstInteraction } from "../app/lazy-actor.js";
import { fieldMessages } from "../app/messages.js";
import { loadCartProducts, useCartLines } from "../app/cart-lines.js";
import { definePage } from "../app/route-types.js";
import { loadSeo, seoHead } from "../app/seo.js";
import { visitorCountry } from "../app/country.js";
import { useShellData, useShop } from "../app/shop-context.js";

/** Errors about the order's lines are shown together above the form. */
const groupLineErrors = (messages: Record<string, string>): Record<string, string> => {
  const lines = Object.entries(messages).filter(([path]) => path.startsWith("products"));
  if (lines.length === 0) return messages;
  const others = Object.fromEntries(Object.entries(messages).filter(([path]) => !path.startsWith("products")));
  return { ...others, products: [...new Set(lines.map(([, m]) => m))].join(" ") };
};

/**
 * The checkout page: the form (offering the shop's delivery and payment methods, loaded with the page),
 * validated in core, then the order is placed and the cart emptied. The checkout's machine and the
 * schemas that check the form load at the visitor's first focus, tap or key on the page.
 */
export default definePage({
  load: async ({ api, cookies, logger }) => {
    const [seo, products, methods] = await Promise.all([loadSeo(api, "checkout"), loadCartProducts(api, cookies, logger), api.getMethods()]);
    return { seo, products, methods };
  },
  head: ({ seo }, { LL, shop }) =>
    seoHead(seo, { title: LL.shop.pageTitle({ title: LL.checkout.title(), shop: shop.name }), description: LL.checkout.summary() }, { noindex: true }),
  Page: ({ data }) => {
    const shop = useShop();
    const shell = useShellData();
    const { LL } = useI18nContext();
    const [, navigate] = useLocation();
    const checkout = useMemo(
      () =>
        lazyActor<{ readonly context: CheckoutContext }, CheckoutEvent, CheckoutPlaced>(
          () => import("./checkout-machine.js").then((m) => m.startCheckout({ api: shop.api, logger: console, newKey: () => crypto.randomUUID() })),
          { context: EMPTY_CHECKOUT },
        ),
      [],
    );
    useStartOnFirstInteraction(checkout);
    useEffect(() => {
      const placed = checkout.on("checkout.placed", ({ orderNumber, accessKey }) => {
        shop.cart.send({ type: "cart.clear" });
        // The key is what opens the order: it stays in the address, so the page can be reloaded or bookmarked.
        navigate(`/order/${encodeURIComponent(orderNumber)}/?key=${encodeURIComponent(accessKey)}`);
      });
      return () => {
        placed.unsubscribe();
        checkout.stop();
      };
    }, [checkout]);
    const lines = useCartLines(data.products);
    const state = useActorPart(checkout, (s) => s.context);
    // The discount code the shop accepted for the summary (GET cart/discount-code), or why it did not.
    const [code, setCode] = useState<{ applied: DiscountCodeTerms | null; checking: boolean; error?: string }>({ applied: null, checking: false });
    const applyCode = (typed: string) => {
      setCode({ applied: null, checking: true });
      checkout.send({ type: "checkout.clearError", path: "discountCode" });
      shop.api.getDiscountCode(typed).then(
        (applied) => setCode({ applied, checking: false }),
        (error: ApiError) =>
          setCode({
            applied: null,
            checking: false,
            error: error.errors?.discountCode ? fieldMessages(LL, "checkout", error.errors).discountCode : LL.checkout.codeLater(),
          }),
      );
    };
    return (
      <CheckoutView
        lines={lines}
        methods={data.methods}
        countries={shell.general.countries}
        defaultCountry={visitorCountry(shop.cookies, shell)}
        errors={groupLineErrors(fieldMessages(LL, "checkout", state.errors))}
        // A refused line the shopper has since changed or removed is no longer known to be short.
        problems={problemsAfterChange(state.problems, state.payload?.products ?? [], lines)}
        onQuantityChange={(line, quantity) => shop.cart.send({ type: "cart.setQuantity", ...line, quantity })}
        onRemove={(line) => shop.cart.send({ type: "cart.remove", ...line })}
        failed={state.error !== null}
        limitedMinutes={state.retryAfter === null ? null : Math.ceil(state.retryAfter / 60)}
        submitting={state.submitting}
        onSubmit={(form) =>
          checkout.send({ type: "checkout.submit", form: { ...form, lines: lines.map((line) => ({ ...lineRef(line), quantity: line.quantity })) } })
        }
        onEdit={(path) => checkout.send({ type: "checkout.clearError", path })}
        appliedCode={code.applied}
        checkingCode={code.checking}
        codeError={code.error}
        onApplyCode={applyCode}
      />
    );
  },
});
