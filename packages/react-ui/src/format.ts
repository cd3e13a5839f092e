/**
 * Prices are printed by core's one format, the same on every page, in every e-mail and in the
 * dashboard: re-exported here for the components and for apps that import react-ui alone.
 */
export { formatPrice } from "@vitrina/core";
