import type { Translation } from "../i18n-types.js";

export default {
  notFound: "Страницата не е намерена: {path}",
  notFoundLabel: "Грешка 404",
  notFoundDescription: "Страницата, която търсите, не съществува или е преместена. Каталогът ни е на един клик разстояние.",
  serverError: "Нещо се обърка",
  serverErrorLabel: "Грешка 500",
  serverErrorDescription: "В момента не можем да покажем тази страница. Моля, опитайте отново след малко.",
  goToShop: "Към магазина",
} satisfies Translation["errors"];
