create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table categories (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  slug text not null unique,
  name jsonb not null,
  icon text,
  parent_id integer references categories(id) on delete restrict,
  position integer not null default 0,
  active boolean not null default true,
  seo_title jsonb,
  seo_description jsonb
);
create index categories_parent_idx on categories(parent_id);

create table images (
  id serial primary key,
  hash text not null unique,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);
create table image_variants (
  image_id integer not null references images(id) on delete cascade,
  width integer not null,
  bytes bytea not null,
  primary key (image_id, width)
);

create table products (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  slug text not null unique,
  sku text not null unique,
  title jsonb not null,
  description jsonb not null,
  price numeric(12,2) not null check (price >= 0),
  old_price numeric(12,2) check (old_price is null or old_price >= 0),
  stock integer not null default 0 check (stock >= 0),
  category_id integer not null references categories(id) on delete restrict,
  active boolean not null default true,
  seo_title jsonb,
  seo_description jsonb,
  -- lower-case, unaccented, transliterated titles, category names and SKU of every language: what search matches
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_category_idx on products(category_id) where active;
create index products_price_idx on products(price) where active;
create index products_created_idx on products(created_at desc, id desc) where active;
create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops);

create table product_images (
  product_id integer not null references products(id) on delete cascade,
  image_id integer not null references images(id) on delete restrict,
  position integer not null,
  primary key (product_id, image_id)
);
create index product_images_image_idx on product_images(image_id);

create table product_attributes (
  product_id integer not null references products(id) on delete cascade,
  key text not null,
  value jsonb not null,
  position integer not null default 0,
  primary key (product_id, key)
);
create index product_attributes_key_idx on product_attributes(key, (value->>'ro'));

create table sliders (
  id serial primary key,
  title jsonb not null,
  subtitle jsonb not null,
  link text not null,
  image_id integer references images(id) on delete set null,
  position integer not null default 0,
  active boolean not null default true
);

create table curated_products (
  list text not null check (list in ('home-products', 'bestsellers')),
  product_id integer not null references products(id) on delete cascade,
  position integer not null,
  primary key (list, product_id)
);

create table seo_settings (
  kind text primary key,
  title jsonb not null,
  description jsonb not null,
  image text
);

create table settings (
  key text primary key,
  value jsonb not null
);

create table pages (
  kind text primary key,
  title jsonb not null,
  body jsonb not null
);
create table faq (
  id serial primary key,
  question jsonb not null,
  answer jsonb not null,
  position integer not null default 0
);

create table staff (
  id serial primary key,
  email text not null unique,
  name text not null,
  role text not null check (role in ('admin', 'manager')),
  password_hash text not null,
  created_at timestamptz not null default now()
);
create table sessions (
  token_hash text primary key,
  staff_id integer not null references staff(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_staff_idx on sessions(staff_id);

create table orders (
  id serial primary key,
  number text not null unique,
  status text not null default 'new' check (status in ('new', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  locale text not null,
  currency text not null default 'MDL',
  payment_method text not null,
  delivery_method text not null,
  client_note text,
  email text not null,
  phone text not null,
  billing_address jsonb not null,
  delivery_address jsonb,
  subtotal numeric(12,2) not null,
  discount numeric(12,2) not null,
  delivery numeric(12,2) not null,
  total numeric(12,2) not null,
  idempotency_key text unique,
  request_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_created_idx on orders(created_at desc);
create index orders_status_idx on orders(status, created_at desc);

create table order_lines (
  order_id integer not null references orders(id) on delete cascade,
  position integer not null,
  product_id integer not null references products(id) on delete restrict,
  slug text not null,
  sku text not null,
  title text not null,
  price numeric(12,2) not null,
  old_price numeric(12,2),
  quantity integer not null check (quantity > 0),
  total numeric(12,2) not null,
  primary key (order_id, position)
);
create index order_lines_product_idx on order_lines(product_id);

create table order_history (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  from_status text,
  to_status text not null,
  staff_id integer references staff(id) on delete set null,
  at timestamptz not null default now()
);
create index order_history_order_idx on order_history(order_id);

create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  ip text,
  created_at timestamptz not null default now()
);
