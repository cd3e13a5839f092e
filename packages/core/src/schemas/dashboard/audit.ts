import * as Schema from "effect/Schema";
import { AUDIT_ENTITIES } from "../choices.js";

/** Kinds of things the audit trail records changes of. */
export const AuditEntity = Schema.Literals(AUDIT_ENTITIES);
/** A kind of audited thing. */
export type AuditEntity = typeof AuditEntity.Type;

/** One change made through the dashboard: who, when, what, and the changed fields before and after. */
export const AuditEntry = Schema.Struct({
  id: Schema.Finite,
  at: Schema.String,
  staff_id: Schema.NullOr(Schema.Finite),
  staff_email: Schema.String,
  entity: AuditEntity,
  entity_id: Schema.String,
  /**
   * A change (create, update, delete), a new order of a whole list (reorder: one entry whose
   * `before` and `after` are `{ order: [{ id, title }] }`), or a sign-in event of a staff member
   * (entity `staff`).
   */
  action: Schema.Literals(["create", "update", "delete", "reorder", "sign_in", "sign_in_failed", "lockout", "password_change"]),
  /** The changed fields' old values (the whole row for a deletion); null for a creation. */
  before: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /** The changed fields' new values (the whole row for a creation); null for a deletion. */
  after: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
});
/** An audit trail entry. */
export type AuditEntry = typeof AuditEntry.Type;
