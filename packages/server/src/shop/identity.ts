import {
  normalizeIban,
  orderSteps,
  type OrderSettings,
  type OrderStatus,
  type PaymentStatus,
  type AdminMethodInstructions,
  type AdminShopIdentity,
  type DeliveryMethod,
  type Locale,
  type LocaleSettings,
  type MethodInstructions,
  type OrderInstructions,
  type PaymentMethod,
  type ProductImage,
  type PublicShopIdentity,
  type ShopIdentityInput,
} from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { existingImageIds, imageById } from "../catalog/image-data.js";
import { imageJson } from "../catalog/images.js";
import { localeSettingsOf } from "../catalog/settings.js";
import { InvalidInput, StaleEdit } from "../lib/errors.js";
import { orderSettingsOf } from "./order-settings.js";
import { IDENTITY_KEY, INSTRUCTIONS_KEY, LOCALE_SETTINGS_KEY, ORDER_SETTINGS_KEY, readSetting, readSettingValues, saveSetting } from "./settings-data.js";

/**
 * The name of a shop whose owner has not named it yet (an empty shop, DEMO=off): neutral, in the
 * shop's main language. The owner replaces it in the dashboard's Shop settings.
 */
export const DEFAULT_SHOP_NAME = "Magazin online";

/** The identity of a shop nobody has described yet. */
export const DEFAULT_IDENTITY: ShopIdentityInput = {
  name: DEFAULT_SHOP_NAME,
  logo_image_id: null,
  company: "",
  idno: "",
  legal_address: "",
  bank: "",
  iban: "",
};

const text = (ro: string, en: string, ru: string, bg: string) => ({ ro, en, ru, bg });

/**
 * Instructions that are true of any shop that uses Vitrina's checkout (it calls to confirm, delivery
 * is free, a bank transfer names the order), each true of every delivery method it goes with (cash is
 * paid to a courier, at the post office or at pickup alike): the seed writes them for the demo shop and an empty one.
 */
export const DEFAULT_INSTRUCTIONS: MethodInstructions = {
  payment: {
    cash_on_delivery: text(
      "Achitați comanda în numerar când o primiți, după ce verificați produsele.",
      "Pay for your order in cash when you receive it, after checking the products.",
      "Оплатите заказ наличными при получении, после проверки товаров.",
      "Платете поръчката в брой при получаване, след като проверите продуктите.",
    ),
    card_on_delivery: text(
      "Achitați comanda cu cardul când o primiți, prin terminalul de plată.",
      "Pay for your order by card when you receive it, through the payment terminal.",
      "Оплатите заказ картой при получении через платёжный терминал.",
      "Платете поръчката с карта при получаване чрез платежния терминал.",
    ),
    bank_transfer: text(
      "Transferați suma comenzii în contul de mai jos și indicați numărul comenzii ca referință a plății. Pregătim comanda după ce primim plata.",
      "Transfer the order total to the account below and give the order number as the payment reference. We prepare the order once the payment arrives.",
      "Переведите сумму заказа на указанный ниже счёт и укажите номер заказа в назначении платежа. Мы подготовим заказ, когда получим оплату.",
      "Преведете сумата на поръчката по сметката по-долу и посочете номера на поръчката като основание за плащане. Подготвяме поръчката, след като получим плащането.",
    ),
  },
  delivery: {
    courier: text(
      "Curierul vă sună înainte de livrare, pentru a stabili ora.",
      "The courier will call you before delivery to agree on a time.",
      "Курьер позвонит вам перед доставкой, чтобы договориться о времени.",
      "Куриерът ще ви се обади преди доставката, за да уговорите час.",
    ),
    pickup: text(
      "Vă sunăm când comanda este gata de ridicare. Luați cu dumneavoastră numărul comenzii.",
      "We will call you when the order is ready for pickup. Please bring the order number.",
      "Мы позвоним вам, когда заказ будет готов к выдаче. Возьмите с собой номер заказа.",
      "Ще ви се обадим, когато поръчката е готова за вземане. Моля, носете номера на поръчката.",
    ),
    post: text(
      "Trimitem coletul prin poștă și vă comunicăm numărul de urmărire.",
      "We send the parcel by post and let you know its tracking number.",
      "Мы отправим посылку почтой и сообщим вам её трек-номер.",
      "Изпращаме пратката по пощата и ви съобщаваме номера за проследяване.",
    ),
  },
};

/** The identity as saved, or the default one's parts where nothing was saved. */
const identityOf = (saved: ShopIdentityInput | undefined): ShopIdentityInput => ({ ...DEFAULT_IDENTITY, ...saved });
/** The instructions as saved, or the default ones. */
const instructionsOf = (saved: MethodInstructions | undefined): MethodInstructions => saved ?? DEFAULT_INSTRUCTIONS;

const logoOf = async (db: Pick<Tx, "query">, id: number | null): Promise<ProductImage | null> => {
  const image = id === null ? undefined : await imageById(db, id);
  return image ? imageJson(image) : null;
};

/** The shop's identity as the dashboard edits it (version 0 when never saved). */
export const readIdentity = async (db: Pick<Tx, "query">): Promise<AdminShopIdentity> => {
  const row = await readSetting<ShopIdentityInput>(db, IDENTITY_KEY);
  const value = identityOf(row?.value);
  return { ...value, logo: await logoOf(db, value.logo_image_id), version: row?.version ?? 0 };
};

/** The shop's identity as shoppers see it. */
export const publicIdentity = (identity: AdminShopIdentity): PublicShopIdentity => ({
  name: identity.name,
  logo: identity.logo,
  company: identity.company,
  idno: identity.idno,
  legalAddress: identity.legal_address,
});

/** Whether the shop has an account (an IBAN) a bank transfer can be paid into. */
export const hasBankAccount = async (db: Pick<Tx, "query">): Promise<boolean> =>
  ((await readSetting<ShopIdentityInput>(db, IDENTITY_KEY))?.value.iban ?? "").trim() !== "";

/** The shop's name: every shopper's page, title and e-mail carries it. */
export const readShopName = async (db: Pick<Tx, "query">): Promise<string> =>
  (await readSetting<ShopIdentityInput>(db, IDENTITY_KEY))?.value.name ?? DEFAULT_SHOP_NAME;

/** The payment and delivery instructions (version 0 when never saved). */
export const readInstructions = async (db: Pick<Tx, "query">): Promise<AdminMethodInstructions> => {
  const row = await readSetting<MethodInstructions>(db, INSTRUCTIONS_KEY);
  return { ...instructionsOf(row?.value), version: row?.version ?? 0 };
};

/**
 * What an order's instructions and e-mails print: the identity as saved, the methods' instructions,
 * the locale settings (pickup addresses, schedule, order e-mails) and the order rules (a transfer's wait).
 */
export interface OrderTexts {
  readonly identity: ShopIdentityInput;
  readonly instructions: MethodInstructions;
  readonly settings: LocaleSettings;
  readonly orderSettings: OrderSettings;
}

/** The {@link OrderTexts}, in one round trip (the logo is not printed, so its image is not read). */
export const readOrderTexts = async (db: Pick<Tx, "query">): Promise<OrderTexts> => {
  const values = await readSettingValues(db, [IDENTITY_KEY, INSTRUCTIONS_KEY, LOCALE_SETTINGS_KEY, ORDER_SETTINGS_KEY]);
  const value = <T>(key: string) => values.get(key) as T | undefined;
  return {
    identity: identityOf(value(IDENTITY_KEY)),
    instructions: instructionsOf(value(INSTRUCTIONS_KEY)),
    settings: localeSettingsOf(value(LOCALE_SETTINGS_KEY)),
    orderSettings: orderSettingsOf(value(ORDER_SETTINGS_KEY)),
  };
};

/** An identity as stored: trimmed, the IBAN without spaces and in capitals. */
export const storedIdentity = (input: ShopIdentityInput): ShopIdentityInput => ({
  name: input.name.trim(),
  logo_image_id: input.logo_image_id,
  company: input.company.trim(),
  idno: input.idno.trim(),
  legal_address: input.legal_address.trim(),
  bank: input.bank.trim(),
  iban: normalizeIban(input.iban),
});

/**
 * Saves the shop's identity edited from version `read`, as stored ({@link storedIdentity}):
 * {@link InvalidInput} for a logo that is not a stored image, {@link StaleEdit} when someone saved it
 * in between.
 */
export const saveIdentity = async (db: Pick<Tx, "query">, input: ShopIdentityInput, read: number): Promise<void> => {
  const stored = storedIdentity(input);
  if (stored.logo_image_id !== null && !(await existingImageIds(db, [stored.logo_image_id])).has(stored.logo_image_id)) {
    throw new InvalidInput({ logo_image_id: ["not_found"] });
  }
  if (!(await saveSetting(db, IDENTITY_KEY, stored, read))) throw new StaleEdit();
};

/** Saves the payment and delivery instructions edited from version `read`; {@link StaleEdit} when someone saved them in between. */
export const saveInstructions = async (db: Pick<Tx, "query">, input: MethodInstructions, read: number): Promise<void> => {
  if (!(await saveSetting(db, INSTRUCTIONS_KEY, input, read))) throw new StaleEdit();
};

/** An IBAN in groups of four, as people read and type it. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, "$1 ");

const pick = (text: Readonly<Record<Locale, string>>, locale: Locale) => text[locale].trim() || text.ro.trim();

/**
 * An order's next steps in its language, only those true of it now ({@link orderSteps}): its payment
 * method's instruction and the bank details of a bank transfer (beneficiary, IBAN, bank; the order
 * number is the payment reference) while it is to be paid, its delivery method's instruction until it
 * leaves, the pickup point of a pickup order (the shop's pickup addresses and hours) until it is picked up.
 */
export const orderInstructions = (
  order: {
    readonly number: string;
    readonly status: OrderStatus;
    readonly payment_status: PaymentStatus;
    readonly paymentMethod: PaymentMethod;
    readonly deliveryMethod: DeliveryMethod;
  },
  locale: Locale,
  identity: ShopIdentityInput,
  instructions: MethodInstructions,
  settings: Pick<LocaleSettings, "pickup_addresses" | "schedule">,
): OrderInstructions => {
  const steps = orderSteps(order);
  return {
    payment: steps.payment === "pay" ? pick(instructions.payment[order.paymentMethod], locale) : "",
    delivery: steps.delivery ? pick(instructions.delivery[order.deliveryMethod], locale) : "",
    bank:
      steps.bank && identity.iban
        ? { beneficiary: identity.company || identity.name, iban: groupedIban(identity.iban), bank: identity.bank, reference: order.number }
        : null,
    pickup: steps.pickup
      ? { addresses: settings.pickup_addresses.map((a) => pick(a, locale)).filter(Boolean), schedule: pick(settings.schedule, locale) }
      : null,
  };
};

/** Everything an order's next steps need, read once. */
export const readOrderContext = async (db: Pick<Tx, "query">, settings: Pick<LocaleSettings, "pickup_addresses" | "schedule">) => ({
  identity: await readIdentity(db),
  instructions: await readInstructions(db),
  settings,
});
