import { Link as RouterLink } from "wouter";
import type { LinkProps } from "@vitrina/react-ui";

/**
 * react-ui's links as wouter's (given through `LinkProvider`): a click navigates within the app, and
 * an address is written under the nearest router's base (the language's prefix, `/ru/cart/`).
 */
export const AppLink = (props: LinkProps) => <RouterLink {...props} />;
