// The storefront's machines and xstate, in a chunk of their own: it loads with the first event one
// of them gets (an "add to cart", a "show more", the first interaction), never with the page
// (see lazy-actor.ts).
import { createActor } from "xstate";
import {
  createAppUpdateMachine,
  createCartMachine,
  createProductListMachine,
  type AppUpdatePorts,
  type CartPorts,
  type LoadedFirstPage,
  type ProductListPorts,
} from "@vitrina/core";

/** Starts the shopper's cart. */
export const startCart = (ports: CartPorts) => createActor(createCartMachine(ports)).start();

/** Starts a listing's "show more" from the page the server rendered. */
export const startProductList = (ports: ProductListPorts, firstPage: LoadedFirstPage) => createActor(createProductListMachine(ports, firstPage)).start();

/** Starts the watch for a newer build. */
export const startAppUpdates = (ports: AppUpdatePorts) => createActor(createAppUpdateMachine(ports)).start();
