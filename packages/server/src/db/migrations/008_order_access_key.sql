-- Orders are opened with an access key (decisions.md, Orders): a random secret of 256 bits, stored
-- only as its SHA-256 (hex). An order can hold several keys: the one its checkout answered, one for
-- each replay of that checkout with the same Idempotency-Key, and one for each status e-mail's link.
create table order_access_keys (
  key_hash text primary key,
  order_id integer not null references orders(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index order_access_keys_order_idx on order_access_keys(order_id);

-- Orders placed before keys existed get one each, which nobody knows: their confirmation pages close
-- (their old links carried no key); staff still see them in the dashboard.
insert into order_access_keys (key_hash, order_id)
  select encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'hex'), id
    from orders;

-- Per-client limits (CHECKOUT_LIMIT, order lookups that miss): one fixed window per key, so the
-- table grows with the number of clients, not of events.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limits_window_idx on rate_limits(window_start);

-- Sign-ins, failed sign-ins, lockouts and password changes are recorded in the audit trail.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'sign_in', 'sign_in_failed', 'lockout', 'password_change'));
