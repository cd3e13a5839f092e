export { auditChanges, auditEntryChanges, auditLabel } from "./diff.js";
export type { AuditChange } from "./diff.js";
