-- Content pages and FAQ entries are edited in the dashboard: their changes join the audit trail.
-- A page is keyed by its kind, so the audit function learns to name it by `kind`, not `id`. A row's
-- edit version (migration 009) is bookkeeping, not a change anyone made: it stays out of the diffs.
create or replace function vitrina_audit() returns trigger language plpgsql as $$
declare
  staff integer := nullif(current_setting('vitrina.staff_id', true), '')::integer;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'password_hash' - 'search_text' - 'updated_at' - 'version' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'password_hash' - 'search_text' - 'updated_at' - 'version' end;
  changed_before jsonb;
  changed_after jsonb;
  row_key text;
begin
  if staff is null then
    return null;
  end if;
  row_key := coalesce(new_row, old_row) ->> (case tg_table_name when 'seo_settings' then 'kind' when 'pages' then 'kind' when 'settings' then 'key' when 'curated_products' then 'product_id' else 'id' end);
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      into changed_before, changed_after
      from jsonb_each(old_row) o where o.value is distinct from new_row -> o.key;
    if changed_before is null then
      return null;
    end if;
  else
    changed_before := old_row;
    changed_after := new_row;
  end if;
  insert into audit_log (staff_id, staff_email, entity, entity_id, action, before, after)
    select staff, s.email,
           case when tg_table_name = 'curated_products' then coalesce(new_row, old_row) ->> 'list' else tg_table_name end,
           row_key,
           case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
           changed_before, changed_after
      from staff s where s.id = staff;
  return null;
end
$$;

create trigger pages_audit after insert or update or delete on pages for each row execute function vitrina_audit();
create trigger faq_audit after insert or update or delete on faq for each row execute function vitrina_audit();
