-- Where a reply to an outbox e-mail goes: the shop's contact address for what the shopper receives
-- ("reply to this e-mail" reaches the shop, not the sending address); null for the staff's own mails.
alter table mail_outbox add column reply_to text;
