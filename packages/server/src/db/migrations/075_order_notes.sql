-- Staff notes on an order (decisions.md "The back office"): internal, with author and time, never
-- shown to the shopper. A note is written once and kept; the author's account may be deleted later
-- (the note stays, its author unknown). Each note is in the audit trail (entity order_notes).
create table order_notes (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  staff_id integer references staff(id) on delete set null,
  text text not null check (char_length(text) between 1 and 2000),
  at timestamptz not null default now()
);
create index order_notes_order_idx on order_notes(order_id, at, id);
create trigger order_notes_audit after insert or update or delete on order_notes for each row execute function vitrina_audit();
