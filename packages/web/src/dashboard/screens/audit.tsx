import { useState } from "react";
import type { AuditQuery } from "@vitrina/core";
import { AuditView, Notice } from "@vitrina/react-ui/dashboard";
import { useResource } from "../use-api.js";
import { Pending } from "./pending.js";

/** The audit trail (admins). */
export const Audit = () => {
  const [query, setQuery] = useState<AuditQuery>({ page: 1, perPage: 50 });
  const entries = useResource((api) => api.listAudit(query), [JSON.stringify(query)]);
  // The staff filter's names: without them the filter lists no one, and the screen says why.
  const staff = useResource((api) => api.listStaff(), []);
  if (!entries.data) return <Pending resource={entries} />;
  return (
    <>
      <Pending resource={entries} />
      {staff.failure !== null ? <Notice kind="error">{staff.failure}</Notice> : null}
      <AuditView page={entries.data} query={query} staff={staff.data ?? []} loading={entries.loading} onQueryChange={(q) => setQuery({ ...q, perPage: 50 })} />
    </>
  );
};
