import { isApiError } from "@vitrina/core";
import type { TranslationFunctions } from "@vitrina/react-ui/i18n";

/**
 * Why the server refused an action on one row (a delete), in the dashboard's language: translated
 * by the kind of refusal (`inUse` for a 409: the row is still in use; gone; not allowed), else the
 * server's own message, else a general failure.
 */
export const refusalText = (error: unknown, LL: TranslationFunctions, inUse?: string): string => {
  if (!isApiError(error)) return LL.dashboard.common.failed();
  if (error.status === 409 && inUse) return inUse;
  if (error.status === 404) return LL.dashboard.common.notFound();
  if (error.status === 403) return LL.dashboard.common.forbidden();
  return error.kind === "http" && error.message.trim() ? error.message : LL.dashboard.common.failed();
};
