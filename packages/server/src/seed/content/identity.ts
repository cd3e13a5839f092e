import type { ShopIdentityInput } from "@vitrina/core";

/**
 * The demo shop's identity: its name, legal details and bank account (fictional: the IBAN only passes
 * the checksum). An empty shop (DEMO=off) starts with shop/identity.ts's neutral DEFAULT_IDENTITY.
 */
export const demoIdentity: ShopIdentityInput = {
  name: "Vitrina",
  logo_image_id: null,
  company: "Vitrina SRL",
  idno: "1019600012345",
  legal_address: "mun. Chișinău, str. Ismail 88, MD-2001",
  bank: "BC Moldova Agroindbank SA",
  iban: "MD24AG000225100013104168",
};
