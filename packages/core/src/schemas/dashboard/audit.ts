import * as Schema from "effect/Schema";
import { AUDIT_ENTITIES } from "../choices.js";

/** Kinds of things the audit trail records changes of. */
export const AuditEntity = Schema.Literals(AUDIT_ENTITIES);
/** A kind of audited thing. */
export type AuditEntity = typeof AuditEntity.Type;

/**
 * The name of the thing an audit entry is about, as the trail shows it: a text per language (a
 * product's title, a category's name, a slide's title, an FAQ question) or one text (an order's
 * number, a staff member's name). Its current name while it exists, else the name it had.
 */
export const AuditSubject = Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.NullOr(Schema.String))]);
/** The name of an audited thing. */
export type AuditSubject = typeof AuditSubject.Type;

/** One change made through the dashboard: who, when, what, and the changed fields before and after. */
export const AuditEntry = Schema.Struct({
  id: Schema.Finite,
  at: Schema.String,
  staff_id: Schema.NullOr(Schema.Finite),
  staff_email: Schema.String,
  entity: AuditEntity,
  entity_id: Schema.String,
  /**
   * What it is called (null for things named by their kind: pages, SEO texts, settings, pictures,
   * and a whole list's new order).
   */
  subject: Schema.NullOr(AuditSubject),
  /**
   * A change (create, update, delete), a new order of a whole list (reorder: one entry whose
   * `before` and `after` are `{ order: [{ id, title }] }`), or a sign-in event of a staff member
   * (entity `staff`), or a products' CSV import (entity `products`, id `import`: one entry whose
   * `after` is `{ rows, created, updated, unchanged }`).
   */
  action: Schema.Literals(["create", "update", "delete", "reorder", "import", "sign_in", "sign_in_failed", "lockout", "password_change"]),
  /** The changed fields' old values (the whole row for a deletion); null for a creation. */
  before: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /** The changed fields' new values (the whole row for a creation); null for a deletion. */
  after: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /**
   * The categories the entry's values name by id (a product's `category_id`, a category's
   * `parent_id`), by id: each one's name per language as it is now, or as the trail recorded it
   * when it was deleted; null for a category gone with no name on record. Absent when the entry
   * names none.
   */
  categories: Schema.optionalKey(Schema.Record(Schema.String, Schema.NullOr(AuditSubject))),
});
/** An audit trail entry. */
export type AuditEntry = typeof AuditEntry.Type;
