-- Products with variants (decisions.md "Products with variants"): a product may have up to three
-- options (size, colour…, named in four languages), each with its values, and one variant per
-- combination sold, with its own SKU, price, old price, stock, picture and active flag. A product
-- without options has no rows here and works as before.
create table product_options (
  product_id integer not null references products(id) on delete cascade,
  -- Three options at most: positions 0, 1 and 2, each taken once.
  position smallint not null check (position between 0 and 2),
  key text not null check (key ~ '^[a-z][a-z0-9_]{0,31}$'),
  name_ro text not null check (name_ro <> ''),
  name_en text not null,
  name_ru text not null,
  name_bg text not null,
  primary key (product_id, key),
  unique (product_id, position)
);

create table product_option_values (
  product_id integer not null,
  option_key text not null,
  position smallint not null check (position >= 0),
  value text not null check (value ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  label_ro text not null check (label_ro <> ''),
  label_en text not null,
  label_ru text not null,
  label_bg text not null,
  primary key (product_id, option_key, value),
  foreign key (product_id, option_key) references product_options(product_id, key) on delete cascade on update cascade
);

create table product_variants (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  sku text not null unique check (sku <> ''),
  price numeric(12,2) not null check (price >= 0),
  old_price numeric(12,2) check (old_price is null or old_price > price),
  stock integer not null default 0 check (stock >= 0),
  image_id integer references images(id) on delete set null,
  active boolean not null default true,
  position integer not null default 0,
  -- Each option's key → one of its values: {"size": "m", "colour": "red"}.
  options jsonb not null check (jsonb_typeof(options) = 'object'),
  unique (product_id, options)
);
create index product_variants_product_idx on product_variants(product_id, position);
create index product_variants_image_idx on product_variants(image_id);

-- A SKU names one thing sold: a product or a variant, never both (the unique constraints keep each table's own).
create function sku_unique_across_products() returns trigger language plpgsql as $$
begin
  if (tg_table_name = 'products' and exists (select 1 from product_variants v where v.sku = new.sku))
     or (tg_table_name = 'product_variants' and exists (select 1 from products p where p.sku = new.sku)) then
    raise exception 'SKU % is taken', new.sku using errcode = 'unique_violation', constraint = 'sku_unique_across_products';
  end if;
  return new;
end
$$;
create trigger products_sku_unique before insert or update of sku on products
  for each row execute function sku_unique_across_products();
create trigger product_variants_sku_unique before insert or update of sku on product_variants
  for each row execute function sku_unique_across_products();

-- A product with variants mirrors them in its own columns, so every listing, sort and price filter
-- reads it as before: its price and old price are its lowest active variant's (its lowest variant's
-- when none is active), its stock the sum of its active variants'. Checked at commit, once the
-- transaction's variants are all written; nothing is written when the product already says so.
create function mirror_product_variants() returns trigger language plpgsql as $$
declare
  product integer := coalesce(new.product_id, old.product_id);
begin
  update products p
     set price = m.price, old_price = m.old_price, stock = m.stock
    from (select v.price, v.old_price,
                 (select coalesce(sum(a.stock), 0)::integer from product_variants a where a.product_id = product and a.active) as stock
            from product_variants v where v.product_id = product order by v.active desc, v.price, v.position, v.id limit 1) m
   where p.id = product and (p.price, p.old_price, p.stock) is distinct from (m.price, m.old_price, m.stock);
  return null;
end
$$;
create constraint trigger product_variants_mirror after insert or update or delete on product_variants
  deferrable initially deferred for each row execute function mirror_product_variants();

create trigger product_options_catalog_version after insert or update or delete on product_options
  for each statement execute function bump_catalog_version();
create trigger product_option_values_catalog_version after insert or update or delete on product_option_values
  for each statement execute function bump_catalog_version();
create trigger product_variants_catalog_version after insert or update or delete on product_variants
  for each statement execute function bump_catalog_version();

-- An order line names the variant it sold and its label in the order's language ("Mărime: M"); its
-- SKU is the variant's.
alter table order_lines add column variant_id integer references product_variants(id) on delete restrict;
alter table order_lines add column variant text;
create index order_lines_variant_idx on order_lines(variant_id) where variant_id is not null;
