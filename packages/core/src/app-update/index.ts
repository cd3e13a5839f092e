export { BUILD_POLL_INTERVAL, RELOAD_GUARD_MS, canReloadAt, createAppUpdateMachine, reloadKey } from "./app-update.machine.js";
export type { AppUpdateActor, AppUpdateContext, AppUpdateEvent, AppUpdateMachine, AppUpdatePorts, AppUpdateSnapshot } from "./app-update.machine.js";
