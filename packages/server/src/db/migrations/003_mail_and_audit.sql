-- Order e-mails go through a transactional outbox: written with the order or the status change,
-- sent by a worker with retries (issue: order e-mails). The Message-ID is fixed when the row is
-- written, so a retried send is the same message.
create table mail_outbox (
  id serial primary key,
  message_id text not null unique,
  kind text not null,
  order_id integer references orders(id) on delete set null,
  recipients text[] not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
create index mail_outbox_due_idx on mail_outbox(next_attempt_at) where sent_at is null;

-- Every change made through the dashboard: who, when, which row, and the fields before and after.
-- Written by triggers in the same transaction as the change; the dashboard API sets the staff
-- member of the transaction in the setting vitrina.staff_id (changes without one, such as a
-- checkout lowering stock, are not staff changes and are not recorded).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  staff_id integer references staff(id) on delete set null,
  staff_email text not null,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('create', 'update', 'delete')),
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on audit_log(at desc, id desc);
create index audit_log_staff_idx on audit_log(staff_id, at desc);
create index audit_log_entity_idx on audit_log(entity, at desc);

create function vitrina_audit() returns trigger language plpgsql as $$
declare
  staff integer := nullif(current_setting('vitrina.staff_id', true), '')::integer;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'password_hash' - 'search_text' - 'updated_at' end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'password_hash' - 'search_text' - 'updated_at' end;
  changed_before jsonb;
  changed_after jsonb;
  row_key text;
begin
  if staff is null then
    return null;
  end if;
  row_key := coalesce(new_row, old_row) ->> (case tg_table_name when 'seo_settings' then 'kind' when 'settings' then 'key' when 'curated_products' then 'product_id' else 'id' end);
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

create trigger products_audit after insert or update or delete on products for each row execute function vitrina_audit();
create trigger categories_audit after insert or update or delete on categories for each row execute function vitrina_audit();
create trigger images_audit after insert or delete on images for each row execute function vitrina_audit();
create trigger sliders_audit after insert or update or delete on sliders for each row execute function vitrina_audit();
create trigger curated_products_audit after insert or update or delete on curated_products for each row execute function vitrina_audit();
create trigger seo_settings_audit after insert or update or delete on seo_settings for each row execute function vitrina_audit();
create trigger settings_audit after insert or update or delete on settings for each row execute function vitrina_audit();
create trigger staff_audit after insert or update or delete on staff for each row execute function vitrina_audit();
create trigger orders_audit after update on orders for each row execute function vitrina_audit();
