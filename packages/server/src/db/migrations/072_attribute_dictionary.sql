-- Attributes are named once (decisions.md "The back office"): a dictionary of keys with a name in
-- every language, an optional unit and a kind. A product's attribute must name a key of it (the
-- foreign key), so "color" beside "colour" cannot start a second filter, and a key in use cannot go.
-- A number attribute's value is a JSON number, printed with the unit in the page's language and
-- sorted as a number (180 W < 1500 W < 1800 W); a text attribute's is a text per language as before.
create table attributes (
  id serial primary key,
  key text not null unique check (key ~ '^[a-z][a-z0-9_]{0,31}$'),
  name jsonb not null,
  unit jsonb,
  kind text not null default 'text' check (kind in ('text', 'number')),
  version integer not null default 1
);

-- Capacities in litres were kept as sizes ("4,7 l"): they become numbers of a capacity attribute.
update product_attributes a set key = 'capacity', value = to_jsonb(replace(substring(a.value ->> 'ro' from '^(\d+(?:[.,]\d+)?) l$'), ',', '.')::numeric)
 where a.key = 'size' and jsonb_typeof(a.value) = 'object' and a.value ->> 'ro' ~ '^\d+([.,]\d+)? l$'
   and not exists (select 1 from product_attributes c where c.product_id = a.product_id and c.key = 'capacity');

-- Wattages kept as texts ("1800 W") become numbers, when every one of them is written so.
update product_attributes set value = to_jsonb(substring(value ->> 'ro' from '^(\d+) W$')::numeric)
 where key = 'power' and not exists (
   select 1 from product_attributes x where x.key = 'power' and (jsonb_typeof(x.value) <> 'object' or x.value ->> 'ro' !~ '^\d+ W$'));

-- The demo's keys get their names; every other key in use is named by itself until staff name it.
insert into attributes (key, name, unit, kind)
select d.key, d.name::jsonb, d.unit::jsonb,
       case when d.kind = 'number' and not exists (select 1 from product_attributes x where x.key = d.key and jsonb_typeof(x.value) <> 'number')
            then 'number' else 'text' end
  from (values
    ('brand', '{"ro": "Marcă", "en": "Brand", "ru": "Бренд", "bg": "Марка"}', null, 'text'),
    ('colour', '{"ro": "Culoare", "en": "Colour", "ru": "Цвет", "bg": "Цвят"}', null, 'text'),
    ('material', '{"ro": "Material", "en": "Material", "ru": "Материал", "bg": "Материал"}', null, 'text'),
    ('power', '{"ro": "Putere", "en": "Power", "ru": "Мощность", "bg": "Мощност"}', '{"ro": "W", "en": "W", "ru": "Вт", "bg": "Вт"}', 'number'),
    ('capacity', '{"ro": "Capacitate", "en": "Capacity", "ru": "Объём", "bg": "Вместимост"}', '{"ro": "l", "en": "l", "ru": "л", "bg": "л"}', 'number'),
    ('size', '{"ro": "Dimensiuni", "en": "Dimensions", "ru": "Размеры", "bg": "Размери"}', null, 'text')
  ) as d(key, name, unit, kind)
 where exists (select 1 from product_attributes a where a.key = d.key);

insert into attributes (key, name, kind)
select a.key, jsonb_build_object('ro', a.key, 'en', a.key, 'ru', a.key, 'bg', a.key),
       case when bool_and(jsonb_typeof(a.value) = 'number') then 'number' else 'text' end
  from product_attributes a where not exists (select 1 from attributes d where d.key = a.key) group by a.key;

alter table product_attributes add constraint product_attributes_key_fkey foreign key (key) references attributes(key) on delete restrict;

create trigger attributes_audit after insert or update or delete on attributes for each row execute function vitrina_audit();
create trigger attributes_catalog_version after insert or update or delete on attributes for each statement execute function bump_catalog_version();
