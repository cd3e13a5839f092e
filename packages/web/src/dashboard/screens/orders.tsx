import { useLocation, useSearch } from "wouter";
import { DASHBOARD_PAGE_SIZE, type AdminOrderQuery, type OrderStatus, type PaymentMethod, type PaymentStatus } from "@vitrina/core";
import { OrdersView } from "@vitrina/react-ui/dashboard";
import { useResource } from "../use-api.js";
import { listHref } from "./list-url.js";
import { Pending } from "./pending.js";

const queryFromSearch = (search: string): AdminOrderQuery => {
  const params = new URLSearchParams(search);
  const status = params.get("status") as OrderStatus | null;
  const payment = params.get("payment_status") as PaymentStatus | null;
  const method = params.get("payment_method") as PaymentMethod | null;
  return {
    page: Number(params.get("page") ?? 1) || 1,
    perPage: DASHBOARD_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(payment ? { payment_status: payment } : {}),
    ...(method ? { payment_method: method } : {}),
    ...(params.get("from") ? { from: params.get("from")! } : {}),
    ...(params.get("to") ? { to: params.get("to")! } : {}),
    ...(params.get("search") ? { search: params.get("search")! } : {}),
  };
};

/** The order list; its filters live in the URL. */
export const Orders = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const orders = useResource((api) => api.listOrders(query), [search]);
  if (!orders.data) return <Pending resource={orders} />;
  return (
    <>
      <Pending resource={orders} />
      <OrdersView page={orders.data} query={query} loading={orders.loading} onQueryChange={(q) => navigate(listHref("/dashboard/orders/", q))} />
    </>
  );
};
