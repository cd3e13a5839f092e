import type { DemoProduct } from "../types.js";
import { appliancesBreakfast } from "./appliances-breakfast.js";
import { appliancesCookingCleaning } from "./appliances-cooking-cleaning.js";
import { beauty } from "./beauty.js";
import { electronicsAudioCharging } from "./electronics-audio-charging.js";
import { electronicsPcSmartHome } from "./electronics-pc-smart-home.js";
import { garden } from "./garden.js";
import { homeFurnitureTextiles } from "./home-furniture-textiles.js";
import { homeLightingStorage } from "./home-lighting-storage.js";
import { kids } from "./kids.js";
import { kitchen } from "./kitchen.js";
import { office } from "./office.js";
import { sport } from "./sport.js";
import { variantProducts } from "./variants.js";

/** Every demo product, grouped by top-level category in the order of the shop's menu, those sold in variants after sport. */
export const products: DemoProduct[] = [
  ...kitchen,
  ...appliancesBreakfast,
  ...appliancesCookingCleaning,
  ...homeFurnitureTextiles,
  ...homeLightingStorage,
  ...electronicsAudioCharging,
  ...electronicsPcSmartHome,
  ...garden,
  ...kids,
  ...sport,
  // Sold in variants; amid the catalogue, so tests that take the first or the last product by id keep a product without options.
  ...variantProducts,
  ...beauty,
  ...office,
];
