export { BUILD_POLL_INTERVAL, RELOAD_GUARD_MS, canReloadAt, createAppUpdateMachine, reloadKey } from "./app-update.machine.js";
export type { AppUpdateContext, AppUpdateEvent, AppUpdatePorts } from "./app-update.machine.js";
