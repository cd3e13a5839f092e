import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the error pages. */
export default {
  notFound: "Page not found: {path:string}",
  notFoundLabel: "Error 404",
  notFoundDescription: "The page you are looking for does not exist or has moved. Our catalogue is a click away.",
  serverError: "Something went wrong",
  serverErrorLabel: "Error 500",
  serverErrorDescription: "We could not show this page right now. Please try again in a moment.",
  goToShop: "Go to the shop",
} satisfies BaseTranslation;
