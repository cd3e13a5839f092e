import type { Translation } from "../i18n-types.js";

const required = "Моля, попълнете това поле.";
const oneLine = "Напишете на един ред, без нови редове и специални знаци.";
const text = { required, format: oneLine, max: "Текстът е твърде дълъг." };

export default {
  checkout: {
    paymentMethod: { required: "Изберете начин на плащане.", invalid: "Изберете начин на плащане." },
    deliveryMethod: { required: "Изберете как да получите поръчката.", invalid: "Изберете как да получите поръчката." },
    agreement: {
      required: "Приемете условията, за да поръчате.",
      accepted: "Приемете условията, за да поръчате.",
      invalid: "Приемете условията, за да поръчате.",
    },
    email: { required, format: "Въведете валиден имейл адрес, например name@example.com.", max: "Имейл адресът е твърде дълъг." },
    phone: {
      required,
      format: "Въведете телефонен номер както в примера или номер от Молдова, Румъния или България с кода на държавата (+373, +40, +359).",
      max: "Телефонният номер е твърде дълъг.",
    },
    firstName: text,
    lastName: text,
    city: text,
    address: text,
    postalCode: { format: oneLine, max: "Пощенският код е твърде дълъг." },
    company: { format: oneLine, max: "Името на фирмата е твърде дълго." },
    country: { required: "Изберете държава.", invalid: "Изберете държава." },
    clientNote: { max: "Бележката е твърде дълга (най-много 2000 знака)." },
    products: { required: "Количката е празна.", max: "Твърде много продукти в една поръчка." },
    id: { not_found: "Този продукт вече не се продава; премахнете го от количката.", invalid: "Този продукт е в количката два пъти." },
    quantity: {
      out_of_stock: "Няма достатъчно бройки на склад; намалете количеството.",
      max_per_order: "Този продукт може да се поръча само в ограничено количество; намалете количеството.",
      min: "Количеството трябва да е поне 1.",
      max: "Количеството е твърде голямо.",
    },
    idempotencyKey: { taken: "Тази поръчка вече е изпратена с друго съдържание; презаредете страницата." },
  },
  contact: {
    name: text,
    email: { required, format: "Въведете валиден имейл адрес, например name@example.com.", max: "Имейл адресът е твърде дълъг." },
    phone: { format: oneLine, max: "Телефонният номер е твърде дълъг." },
    message: { required: "Моля, напишете съобщението си.", max: "Съобщението е твърде дълго (най-много 5000 знака)." },
  },
} satisfies Translation["validation"];
