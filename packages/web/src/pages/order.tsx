import { OrderView } from "@vitrina/react-ui";
import { definePage, notFoundAs404 } from "../app/route-types.js";
import { useShellData } from "../app/shop-context.js";

/** The order confirmation page, reachable by the order's number. */
export default definePage({
  load: ({ api, params }) => notFoundAs404(api.getOrder(params.number!)),
  head: (order, { LL }) => ({ title: `${LL.order.number({ number: order.number })} | ${LL.shop.name()}`, description: LL.order.intro(), noindex: true }),
  Page: ({ data }) => {
    const { general } = useShellData();
    return <OrderView order={data} countryNames={Object.fromEntries(general.countries.map((c) => [c.code, c.name]))} />;
  },
});
