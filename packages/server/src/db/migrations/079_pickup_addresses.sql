-- Pickup addresses are a setting of their own (issue 30 item 7): a pickup order named every address
-- of the shop's contacts as its pickup point, the warehouse included. A shop set up before keeps what
-- its pickup orders showed (its addresses) until its owner keeps only the pickup points under
-- Languages and contacts; the version moves on, so an editor open on the old settings is told.
update settings
set value = value || jsonb_build_object('pickup_addresses', coalesce(value->'addresses', '[]'::jsonb)),
    version = version + 1
where key = 'locale' and not (value ? 'pickup_addresses');
