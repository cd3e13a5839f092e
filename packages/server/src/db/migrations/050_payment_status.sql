-- Payment is recorded apart from the order's status (decisions.md "Delivery, payment and
-- fulfilment"): unpaid or paid, when, and who marked it. A pickup order is made ready for pickup
-- instead of being shipped. Orders delivered before this paid cash or card on delivery: paid.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('new', 'confirmed', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled'));
alter table orders add column payment_status text not null default 'unpaid' check (payment_status in ('unpaid', 'paid'));
alter table orders add column paid_at timestamptz;
alter table orders add column paid_by integer references staff(id) on delete set null;
update orders set payment_status = 'paid', paid_at = updated_at where status = 'delivered' and payment_method <> 'bank_transfer';
-- The unpaid bank transfers the daily cancel looks through, oldest first.
create index orders_unpaid_transfers_idx on orders(created_at)
  where payment_method = 'bank_transfer' and payment_status = 'unpaid' and status in ('new', 'confirmed', 'ready_for_pickup');
