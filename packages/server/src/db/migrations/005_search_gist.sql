-- Typo-tolerant search ranks the closest products by trigram word distance (`<<->`); a GiST index
-- answers that ordering directly instead of measuring every product that shares a few trigrams.
create index products_search_gist_idx on products using gist (search_text gist_trgm_ops);
