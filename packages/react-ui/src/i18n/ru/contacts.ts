import type { Translation } from "../i18n-types.js";

export default {
  title: "Контакты",
  phones: "Телефон",
  emails: "Эл. почта",
  addresses: "Адреса",
  schedule: "Часы работы",
  sales: "Корпоративные продажи",
  follow: "Мы в соцсетях",
  formTitle: "Напишите нам",
  name: "Имя и фамилия",
  email: "Эл. почта",
  phone: "Телефон (необязательно)",
  message: "Сообщение",
  send: "Отправить сообщение",
  sending: "Отправляем…",
  sent: "Спасибо! Мы скоро вам ответим.",
  another: "Написать ещё одно сообщение",
  networkError: "Не удалось отправить сообщение. Пожалуйста, попробуйте позже.",
} satisfies Translation["contacts"];
