import type { Translation } from "../i18n-types.js";

const required = "Пожалуйста, заполните это поле.";
const oneLine = "Напишите в одну строку, без переносов строк и служебных символов.";
const text = { required, format: oneLine, max: "Текст слишком длинный." };

export default {
  checkout: {
    paymentMethod: { required: "Выберите способ оплаты.", invalid: "Выберите способ оплаты." },
    deliveryMethod: { required: "Выберите способ получения заказа.", invalid: "Выберите способ получения заказа." },
    agreement: {
      required: "Примите условия, чтобы оформить заказ.",
      accepted: "Примите условия, чтобы оформить заказ.",
      invalid: "Примите условия, чтобы оформить заказ.",
    },
    email: { required, format: "Введите правильный адрес эл. почты, например name@example.com.", max: "Адрес эл. почты слишком длинный." },
    phone: { required, format: "Введите номер телефона страны доставки, как в примере.", max: "Номер телефона слишком длинный." },
    firstName: text,
    lastName: text,
    city: text,
    address: text,
    postalCode: { format: oneLine, max: "Почтовый индекс слишком длинный." },
    company: { format: oneLine, max: "Название компании слишком длинное." },
    country: { required: "Выберите страну.", invalid: "Выберите страну." },
    clientNote: { max: "Комментарий слишком длинный (не более 2000 символов)." },
    products: { required: "Корзина пуста.", max: "Слишком много товаров в одном заказе." },
    id: { not_found: "Этот товар больше не продаётся; удалите его из корзины.", invalid: "Этот товар есть в корзине дважды." },
    quantity: {
      out_of_stock: "На складе недостаточно товара; уменьшите количество.",
      max_per_order: "Этот товар можно заказать только в ограниченном количестве; уменьшите количество.",
      min: "Количество должно быть не меньше 1.",
      max: "Слишком большое количество.",
    },
    idempotencyKey: { taken: "Этот заказ уже был отправлен с другим содержимым; обновите страницу." },
  },
  contact: {
    name: text,
    email: { required, format: "Введите правильный адрес эл. почты, например name@example.com.", max: "Адрес эл. почты слишком длинный." },
    phone: { format: oneLine, max: "Номер телефона слишком длинный." },
    message: { required: "Пожалуйста, напишите сообщение.", max: "Сообщение слишком длинное (не более 5000 символов)." },
  },
} satisfies Translation["validation"];
