-- The catalogue's dictionary: every word of four letters or more of the products' search texts.
-- A typo is corrected against it, a table of a few thousand words, instead of measuring its
-- distance to every product; the corrected words are then found with the trigram GIN index.
-- Words are split as `catalog/search.ts` splits a query: on anything but a-z and 0-9 in the folded
-- text. Words whose products are gone stay: a correction to one of them finds nothing.
create table search_words (word text primary key);
create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops);

-- The dictionary's words of a search text.
create function dictionary_words(search_text text) returns setof text language sql immutable as $$
  select distinct w from regexp_split_to_table(search_text, '[^a-z0-9]+') w where w ~ '^[a-z]{4,}$'
$$;

create function add_search_words() returns trigger language plpgsql as $$
begin
  insert into search_words (word) select dictionary_words(new.search_text) on conflict do nothing;
  return null;
end;
$$;

create trigger products_search_words after insert or update of search_text on products
  for each row execute function add_search_words();

insert into search_words (word) select distinct dictionary_words(search_text) from products on conflict do nothing;

-- Typos no longer rank products by their trigram distance to the text.
drop index products_search_gist_idx;
