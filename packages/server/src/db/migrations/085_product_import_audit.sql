-- A products' CSV import is one change a person made: one audit entry (entity products, id
-- `import`, action `import`, after `{ rows, created, updated, unchanged }`), its rows' triggers kept
-- silent through vitrina.audit_summary (migration 040).
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'reorder', 'import', 'sign_in', 'sign_in_failed', 'lockout', 'password_change'));
