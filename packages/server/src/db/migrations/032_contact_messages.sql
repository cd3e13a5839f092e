-- Contact-form messages are read in the dashboard (decisions.md "Staff and the dashboard"): each
-- keeps the language it was written in, whether the shop has handled it, and a version for edits.
-- The sender's name, e-mail, phone and client address are dropped 30 days after the message came
-- (purged_at), so those columns may be empty; so are the e-mails that carried them to the shop,
-- found by the message they came from.
alter table contact_messages add column locale text not null default 'ro';
alter table contact_messages add column status text not null default 'new' check (status in ('new', 'handled'));
alter table contact_messages add column version integer not null default 1;
alter table contact_messages add column purged_at timestamptz;
alter table contact_messages alter column name drop not null;
alter table contact_messages alter column email drop not null;
create index contact_messages_created_idx on contact_messages(created_at desc, id desc);
create index contact_messages_new_idx on contact_messages(status) where status = 'new';
create index contact_messages_unpurged_idx on contact_messages(created_at) where purged_at is null;
alter table mail_outbox add column contact_message_id integer references contact_messages(id) on delete cascade;
create index mail_outbox_contact_idx on mail_outbox(contact_message_id) where contact_message_id is not null;
