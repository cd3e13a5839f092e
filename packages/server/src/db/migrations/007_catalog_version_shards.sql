-- Every order raises the catalogue version (its stock changed). With the version in one row, each
-- order held that row's lock until its commit was flushed, so concurrent orders committed one after
-- another. The version is now the sum of sixteen rows, and a transaction raises one of them at
-- random: two orders meet on a row one time in sixteen. The sum still grows with every change and
-- shows it with the change's commit.
alter table catalog_version add column shard integer not null default 0 primary key;
insert into catalog_version (shard, v) select shard, 0 from generate_series(1, 15) as shard;

-- The shard is drawn once: random() in the update's condition would be drawn again for every row,
-- raising none of them, or several.
create or replace function bump_catalog_version() returns trigger language plpgsql as $$
declare
  chosen integer := floor(random() * 16)::integer;
begin
  if current_setting('vitrina.catalog_bumped', true) = 'yes' then
    return null;
  end if;
  perform set_config('vitrina.catalog_bumped', 'yes', true);
  update catalog_version set v = v + 1 where shard = chosen;
  return null;
end;
$$;
