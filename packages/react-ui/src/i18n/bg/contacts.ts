import type { Translation } from "../i18n-types.js";

export default {
  title: "Контакти",
  phones: "Телефон",
  emails: "Имейл",
  addresses: "Адреси",
  schedule: "Работно време",
  sales: "Корпоративни продажби",
  follow: "Последвайте ни",
  formTitle: "Пишете ни",
  name: "Име и фамилия",
  email: "Имейл",
  phone: "Телефон (по желание)",
  message: "Съобщение",
  send: "Изпратете съобщението",
  sending: "Изпращане…",
  sent: "Благодарим ви! Ще ви отговорим скоро.",
  another: "Напишете ново съобщение",
  networkError: "Съобщението не можа да бъде изпратено. Моля, опитайте по-късно.",
} satisfies Translation["contacts"];
