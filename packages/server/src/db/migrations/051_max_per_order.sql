-- One order line holds at most max_per_order units of a product (decisions.md "Orders"): the
-- product's own limit, or, when it has none (null), the shop's (settings 'orders', default 20).
alter table products add column max_per_order integer check (max_per_order between 1 and 999);
