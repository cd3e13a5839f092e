-- A reorder (slides, categories, a curated list) is one change a person made, so it is one audit
-- entry ("reordered: A, B, C → B, A, C"), not one entry per moved row. The route that writes such
-- a change names it in the transaction setting vitrina.audit_summary; the row triggers then stay
-- silent for that transaction, and the route writes the one summarising entry itself (action
-- `reorder`, before and after `{ "order": [{ "id", "title" }] }`) in the same transaction.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'reorder', 'sign_in', 'sign_in_failed', 'lockout', 'password_change'));

create or replace function vitrina_audit() returns trigger language plpgsql as $$
declare
  staff integer := nullif(current_setting('vitrina.staff_id', true), '')::integer;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'password_hash' - 'search_text' - 'updated_at' - 'version' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'password_hash' - 'search_text' - 'updated_at' - 'version' end;
  changed_before jsonb;
  changed_after jsonb;
  row_key text;
begin
  if staff is null or coalesce(current_setting('vitrina.audit_summary', true), '') <> '' then
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
