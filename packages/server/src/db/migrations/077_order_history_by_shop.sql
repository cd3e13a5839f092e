-- Who made a status change: a staff member (staff_id), the customer who placed the order (the first
-- entry), or the shop itself (by_shop: a bank transfer's wait ran out). A colleague's change keeps
-- by_shop false when their account is deleted, so it reads "a former colleague", not "the shop".
-- Before this column the shop's own changes were those without a staff member; earlier rows stay so,
-- as a deleted colleague's cannot be told apart from them.
alter table order_history add column by_shop boolean not null default false;
update order_history set by_shop = true where staff_id is null and from_status is not null;
