import type { AdminMethodInstructions, AdminShopIdentity } from "@vitrina/core";

/** A retailer's identity as the dashboard reads it (stories and tests). */
export const sampleIdentity: AdminShopIdentity = {
  name: "Casa Bună",
  logo_image_id: null,
  logo: null,
  company: "Casa Bună SRL",
  idno: "1003600098765",
  legal_address: "mun. Chișinău, str. Florilor 1, MD-2001",
  bank: "BC Victoriabank SA",
  iban: "MD24AG000225100013104168",
  version: 3,
};

const text = (ro: string, en = "", ru = "", bg = "") => ({ ro, en, ru, bg });

/** Payment and delivery instructions, some languages left empty (stories and tests). */
export const sampleInstructions: AdminMethodInstructions = {
  payment: {
    cash_on_delivery: text("Achitați în numerar la livrare.", "Pay in cash on delivery."),
    card_on_delivery: text("Achitați cu cardul la livrare.", "Pay by card on delivery."),
    bank_transfer: text(
      "Transferați suma în contul de mai jos; indicați numărul comenzii.",
      "Transfer the total to the account below, with the order number as the reference.",
      "Переведите сумму на счёт ниже, указав номер заказа.",
      "Преведете сумата по сметката по-долу с номера на поръчката.",
    ),
  },
  delivery: {
    courier: text("Curierul vă sună înainte de livrare."),
    pickup: text("Vă sunăm când comanda este gata de ridicare."),
    post: text("Trimitem coletul prin poștă."),
  },
  version: 1,
};
