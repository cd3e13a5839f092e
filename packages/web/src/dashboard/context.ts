import { createContext, useContext } from "react";
import type { DashboardApi, KeyValueStore } from "@vitrina/core";

/** What every dashboard screen reaches: the dashboard API and the cookies (auth_token, language). */
export const DashboardContext = createContext<{ readonly api: DashboardApi; readonly cookies: KeyValueStore } | null>(null);

/** The dashboard's API and cookies. */
export const useDashboard = () => {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard must be used inside the dashboard app");
  return value;
};
