-- Staff look orders up by the phone a customer gives over the phone, in whatever form: 069123456,
-- +373 69 123 456, 37369123456, 0037369123456. Each order keeps, beside the number as typed, its key:
-- the digits without separators, without an international prefix (00, +) and country code of the
-- shop's countries (373 Moldova, 40 Romania, 359 Bulgaria) and without the national trunk 0. A search
-- text is keyed by the same function, so both sides meet whichever form each was written in.
create function vitrina_phone_key(phone text) returns text language sql immutable parallel safe as $$
  select case
    when length(digits) >= 10 and digits ~ '^(373|40|359)' then regexp_replace(digits, '^(373|40|359)', '')
    else regexp_replace(digits, '^0', '')
  end
  from (select regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^00', '') as digits) typed
$$;

alter table orders add column phone_key text generated always as (vitrina_phone_key(phone)) stored;
create index orders_phone_key_trgm on orders using gin (phone_key gin_trgm_ops);
