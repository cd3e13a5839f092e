export { createResourceMachine } from "./resource.machine.js";
export { resourceSave, withSaved } from "./resource-changes.js";
export type { ConflictMeaning, ResourceSave, SaveOutcome } from "./resource-changes.js";
export type {
  ResourceActor,
  ResourceContext,
  ResourceEvent,
  ResourceInput,
  ResourceMachine,
  ResourcePorts,
  ResourceSnapshot,
} from "./resource.machine.js";
export { signInRefusalOf } from "./sign-in.js";
export type { SignInRefusal } from "./sign-in.js";
