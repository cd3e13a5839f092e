export {
  LAST_SEEN_COOKIE,
  LAST_SEEN_MAX,
  LAST_SEEN_TTL_MS,
  addLastSeen,
  createLastSeenStore,
  freshLastSeen,
  isLastSeenProduct,
  lastSeenFrom,
  parseLastSeen,
} from "./last-seen.js";
export type { LastSeenPorts, LastSeenStore, UnseenProduct } from "./last-seen.js";
