-- The order of the slider and of the curated product lists (home products, bestsellers) has a
-- version each. A reorder sends the version it read (If-Match) and is refused (409) when someone
-- else changed that order since, so two people reordering at once never undo each other.
create table list_versions (
  list text primary key,
  version integer not null default 0
);
