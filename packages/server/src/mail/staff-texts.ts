import type { DeliveryMethod, Locale } from "@vitrina/core";
import { countDays } from "./news-texts.js";

/** The words of the new-order alert to the shop's staff, in one language: what staff do next, never the shopper's instructions. */
export interface StaffTexts {
  readonly subject: (number: string, total: string) => string;
  readonly intro: string;
  readonly customer: string;
  readonly nextSteps: string;
  readonly confirm: string;
  /** A bank transfer: wait for the money under the order's number, then mark it paid. */
  readonly awaitTransfer: (total: string, reference: string) => string;
  /** An unpaid transfer is cancelled on its own after this many days (not said when the shop never cancels). */
  readonly autoCancel: (days: number) => string;
  /** Cash or card on delivery: what to collect, and where. */
  readonly collectCash: (total: string, atPickup: boolean) => string;
  readonly collectCard: (total: string, atPickup: boolean) => string;
  /** How the order leaves the shop, by delivery method; `paidFirst` for a bank transfer. */
  readonly fulfil: Record<DeliveryMethod, (paidFirst: boolean) => string>;
}

/** The staff alert's texts in every language of the shop (the alert itself goes out in ro). */
export const STAFF_TEXTS: Record<Locale, StaffTexts> = {
  ro: {
    subject: (n, t) => `Comandă nouă ${n} — ${t}`,
    intro: "O comandă nouă așteaptă confirmarea.",
    customer: "Client",
    nextSteps: "Ce urmează",
    confirm: "Sunați clientul pentru a confirma comanda, apoi marcați-o „Confirmată” în panoul de administrare.",
    awaitTransfer: (t, r) => `Așteptați transferul de ${t} cu referința ${r}; când banii ajung, marcați comanda „Achitată”.`,
    autoCancel: (d) => `Neachitată, comanda se anulează automat după ${countDays("ro")(d)}.`,
    collectCash: (t, p) => `Încasați ${t} în numerar ${p ? "la ridicare" : "la livrare"}.`,
    collectCard: (t, p) => `Încasați ${t} cu cardul ${p ? "la ridicare" : "la livrare"}, prin terminal.`,
    fulfil: {
      courier: (f) => `${f ? "După plată, predați" : "Predați"} coletul curierului și marcați comanda „Expediată”.`,
      pickup: (f) =>
        `${f ? "După plată, pregătiți" : "Pregătiți"} comanda la punctul de ridicare și marcați-o „Gata de ridicare”: clientul primește adresa și programul.`,
      post: (f) => `${f ? "După plată, trimiteți" : "Trimiteți"} coletul prin poștă și marcați comanda „Expediată”.`,
    },
  },
  en: {
    subject: (n, t) => `New order ${n} — ${t}`,
    intro: "A new order is waiting for confirmation.",
    customer: "Customer",
    nextSteps: "What to do next",
    confirm: "Call the customer to confirm the order, then mark it “Confirmed” in the dashboard.",
    awaitTransfer: (t, r) => `Wait for the transfer of ${t} with the reference ${r}; when the money arrives, mark the order “Paid”.`,
    autoCancel: (d) => `If unpaid, the order is cancelled automatically after ${countDays("en")(d)}.`,
    collectCash: (t, p) => `Collect ${t} in cash ${p ? "at pickup" : "on delivery"}.`,
    collectCard: (t, p) => `Collect ${t} by card ${p ? "at pickup" : "on delivery"}, through the terminal.`,
    fulfil: {
      courier: (f) => `${f ? "Once paid, hand" : "Hand"} the parcel to the courier and mark the order “Shipped”.`,
      pickup: (f) =>
        `${f ? "Once paid, prepare" : "Prepare"} the order at the pickup point and mark it “Ready for pickup”: the customer is sent the address and hours.`,
      post: (f) => `${f ? "Once paid, send" : "Send"} the parcel by post and mark the order “Shipped”.`,
    },
  },
  ru: {
    subject: (n, t) => `Новый заказ ${n} — ${t}`,
    intro: "Новый заказ ждёт подтверждения.",
    customer: "Покупатель",
    nextSteps: "Что делать дальше",
    confirm: "Позвоните покупателю, чтобы подтвердить заказ, затем отметьте его «Подтверждён» в панели управления.",
    awaitTransfer: (t, r) => `Дождитесь перевода ${t} с назначением ${r}; когда деньги поступят, отметьте заказ «Оплачен».`,
    autoCancel: (d) => `Неоплаченный заказ отменяется автоматически через ${countDays("ru")(d)}.`,
    collectCash: (t, p) => `Получите ${t} наличными ${p ? "при самовывозе" : "при доставке"}.`,
    collectCard: (t, p) => `Получите ${t} картой ${p ? "при самовывозе" : "при доставке"} через терминал.`,
    fulfil: {
      courier: (f) => `${f ? "После оплаты передайте" : "Передайте"} посылку курьеру и отметьте заказ «Отправлен».`,
      pickup: (f) =>
        `${f ? "После оплаты подготовьте" : "Подготовьте"} заказ в пункте выдачи и отметьте его «Готов к выдаче»: покупатель получит адрес и часы работы.`,
      post: (f) => `${f ? "После оплаты отправьте" : "Отправьте"} посылку почтой и отметьте заказ «Отправлен».`,
    },
  },
  bg: {
    subject: (n, t) => `Нова поръчка ${n} — ${t}`,
    intro: "Нова поръчка чака потвърждение.",
    customer: "Клиент",
    nextSteps: "Какво следва",
    confirm: "Обадете се на клиента, за да потвърдите поръчката, след това я отбележете като „Потвърдена“ в администрацията.",
    awaitTransfer: (t, r) => `Изчакайте превода от ${t} с основание ${r}; когато парите пристигнат, отбележете поръчката като „Платена“.`,
    autoCancel: (d) => `Ако не е платена, поръчката се анулира автоматично след ${countDays("bg")(d)}.`,
    collectCash: (t, p) => `Получете ${t} в брой ${p ? "при вземане" : "при доставка"}.`,
    collectCard: (t, p) => `Получете ${t} с карта ${p ? "при вземане" : "при доставка"} чрез терминала.`,
    fulfil: {
      courier: (f) => `${f ? "След плащането предайте" : "Предайте"} пратката на куриера и отбележете поръчката като „Изпратена“.`,
      pickup: (f) =>
        `${f ? "След плащането подгответе" : "Подгответе"} поръчката в мястото за вземане и я отбележете като „Готова за вземане“: клиентът получава адреса и работното време.`,
      post: (f) => `${f ? "След плащането изпратете" : "Изпратете"} пратката по пощата и отбележете поръчката като „Изпратена“.`,
    },
  },
};
