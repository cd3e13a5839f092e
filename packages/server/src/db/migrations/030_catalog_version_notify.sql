-- Every raise of the catalogue version is announced on the channel `catalog_version` (delivered at
-- commit, once per transaction). A PGlite shop is one process and hears its own changes as they
-- commit, so it keeps the version in memory instead of reading it for every request.
create function notify_catalog_version() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_version', '');
  return null;
end;
$$;
create trigger catalog_version_notify after update on catalog_version for each statement execute function notify_catalog_version();
