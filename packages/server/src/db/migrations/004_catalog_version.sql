-- One number that changes whenever anything a shopper sees in the catalogue changes (products,
-- their pictures, attributes and stock, categories, slides, lists, SEO, settings, pages). Each
-- process caches catalogue answers under it, so a change made through any process shows at once.
create table catalog_version (v bigint not null);
insert into catalog_version (v) values (0);

-- Once per transaction is enough (the new number shows with the transaction's commit): a setting
-- local to the transaction remembers that it was raised.
create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  if current_setting('vitrina.catalog_bumped', true) = 'yes' then
    return null;
  end if;
  perform set_config('vitrina.catalog_bumped', 'yes', true);
  update catalog_version set v = v + 1;
  return null;
end;
$$;

-- Products change with every order (stock): their trigger waits for the commit, so concurrent
-- checkouts hold the version's row only for the moment of committing, not for the whole order.
create constraint trigger products_catalog_version after insert or update or delete on products
  deferrable initially deferred for each row execute function bump_catalog_version();
create trigger categories_catalog_version after insert or update or delete on categories for each statement execute function bump_catalog_version();
create trigger product_images_catalog_version after insert or update or delete on product_images for each statement execute function bump_catalog_version();
create trigger product_attributes_catalog_version after insert or update or delete on product_attributes for each statement execute function bump_catalog_version();
create trigger sliders_catalog_version after insert or update or delete on sliders for each statement execute function bump_catalog_version();
create trigger curated_products_catalog_version after insert or update or delete on curated_products for each statement execute function bump_catalog_version();
create trigger seo_settings_catalog_version after insert or update or delete on seo_settings for each statement execute function bump_catalog_version();
create trigger settings_catalog_version after insert or update or delete on settings for each statement execute function bump_catalog_version();
create trigger pages_catalog_version after insert or update or delete on pages for each statement execute function bump_catalog_version();
create trigger faq_catalog_version after insert or update or delete on faq for each statement execute function bump_catalog_version();
