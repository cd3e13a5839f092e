import { useState } from "react";
import type { AuditEntry, AuditQuery, Page, StaffAccount } from "@vitrina/core";
import { AuditView, Notice } from "@vitrina/react-ui/dashboard";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** The audit trail (admins). */
export const Audit = () => {
  const [query, setQuery] = useState<AuditQuery>({ page: 1, perPage: 50 });
  const entries = useScreen<Page<AuditEntry>, AuditQuery>((api, q, options) => api.listAudit(q, options), query);
  // The staff filter's names: without them the filter lists no one, and the screen says why.
  const staff = useScreen<ReadonlyArray<StaffAccount>>((api, _query, options) => api.listStaff(options), undefined);
  if (!entries.data) return <ScreenStatus screen={entries} />;
  return (
    <>
      <ScreenStatus screen={entries} />
      {staff.failure !== null ? <Notice kind="error">{staff.failure}</Notice> : null}
      <AuditView
        page={entries.data}
        query={query}
        staff={staff.data ?? []}
        loading={entries.reloading}
        onQueryChange={(q) => setQuery({ ...q, perPage: 50 })}
      />
    </>
  );
};
