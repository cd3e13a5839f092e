import { OrderView } from "@vitrina/react-ui";
import { definePage, notFoundAs404 } from "../app/route-types.js";
import { useShellData } from "../app/shop-context.js";

/** The order confirmation page, opened by the order's number and its access key (`?key=`); any miss is the 404 page saying the order was not found. */
export default definePage({
  load: ({ api, params, query }) => notFoundAs404(api.getOrder(params.number!, query.get("key") ?? ""), "order"),
  head: (order, { LL, shop }) => ({
    title: LL.shop.pageTitle({ title: LL.order.number({ number: order.number }), shop: shop.name }),
    description: LL.order.statusIntro[order.status](),
    noindex: true,
  }),
  Page: ({ data }) => {
    const { general } = useShellData();
    return <OrderView order={data} countryNames={Object.fromEntries(general.countries.map((c) => [c.code, c.name]))} />;
  },
});
