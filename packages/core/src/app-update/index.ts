export { BUILD_POLL_INTERVAL, createAppUpdateMachine } from "./app-update.machine.js";
export { RELOAD_GUARD_MS, canReloadAt, reloadKey } from "./reload-guard.js";
export type { AppUpdateActor, AppUpdateContext, AppUpdateEvent, AppUpdateMachine, AppUpdatePorts, AppUpdateSnapshot } from "./app-update.machine.js";
