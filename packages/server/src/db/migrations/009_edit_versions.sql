-- Every row the dashboard edits carries a version that each edit raises by one. An edit says which
-- version it read (If-Match) and is refused (409) when someone saved in between, so no edit silently
-- overwrites another. Sales change products.stock without raising it: a shopper's purchase is not a
-- conflicting edit, and stock is corrected by a delta against the current value instead.
alter table products add column version integer not null default 1;
alter table categories add column version integer not null default 1;
alter table sliders add column version integer not null default 1;
alter table seo_settings add column version integer not null default 1;
alter table settings add column version integer not null default 1;
alter table staff add column version integer not null default 1;
