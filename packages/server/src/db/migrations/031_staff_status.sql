-- Staff accounts can be disabled (decisions.md "Staff and the dashboard"): a disabled account keeps
-- its name in the staff list and the audit trail, cannot sign in, and has no sessions. The status
-- is a word rather than a flag, so the audit trail's diff reads "active → disabled".
alter table staff add column status text not null default 'active' check (status in ('active', 'disabled'));
