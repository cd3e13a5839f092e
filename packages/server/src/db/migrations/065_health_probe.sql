-- What /api/health writes to learn whether the shop can take an order (lib/health.ts). Each check
-- empties it and adds one row in a transaction it commits: the row needs a new data file's first
-- block, so the check fails like an order would when the disk is full, the database is read-only
-- (a standby, default_transaction_read_only) or the shop may not write, not only when it is down.
create table health_probe (
  checked_at timestamptz not null
);
