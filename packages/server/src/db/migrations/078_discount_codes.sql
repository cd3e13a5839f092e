-- Discount codes (decisions.md "Discount codes"): a code takes a percentage or a fixed amount off the
-- subtotal after discounts, within its days (in the shop's time zone, both included), its minimum
-- and its uses in all and per e-mail. Codes are kept in upper case and matched so; staff edits are
-- in the audit trail (entity discount_codes).
create table discount_codes (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z0-9-]{1,32}$'),
  kind text not null check (kind in ('percent', 'fixed')),
  value numeric(12,2) not null check (value > 0 and (kind = 'fixed' or value <= 100)),
  min_subtotal numeric(12,2) check (min_subtotal >= 0),
  starts_at date,
  ends_at date check (ends_at >= starts_at),
  max_uses integer check (max_uses >= 1),
  max_uses_per_email integer check (max_uses_per_email >= 1),
  active boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now()
);
create trigger discount_codes_audit after insert or update or delete on discount_codes for each row execute function vitrina_audit();

-- One row per order that used a code, written in the order's transaction while the code's row is
-- locked: its uses in all and per e-mail (lower case) are counted here.
create table discount_code_uses (
  code_id integer not null references discount_codes(id) on delete restrict,
  order_id integer not null unique references orders(id) on delete cascade,
  email text not null
);
create index discount_code_uses_email_idx on discount_code_uses(code_id, email);

-- An order keeps the code it used and what the code took off (0 for every order before codes).
alter table orders add column discount_code text;
alter table orders add column code_discount numeric(12,2) not null default 0;
