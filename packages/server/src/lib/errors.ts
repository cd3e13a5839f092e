import type { FieldErrors } from "@vitrina/core";

// What the shop's rules refuse, named for what went wrong and free of HTTP: domain modules throw these
// (or their own kinds that extend them, such as CheckoutLimited), and the app's onError answers each
// kind once, with its status and body (lib/http.ts, errorAnswer).

/** The thing asked for does not exist (404). */
export class NotFound extends Error {}

/** The row was saved by someone else since the edit read it (409). */
export class StaleEdit extends Error {
  constructor(message = "Someone else saved this since you opened it. Reload it to see their changes, then make yours again.") {
    super(message);
  }
}

/** The row is still used by others (a category's products, a product's orders) and cannot go (409). */
export class InUse extends Error {}

/** The input breaks the rules: the field errors, and for stock, the units left of each product by id (422). */
export class InvalidInput extends Error {
  constructor(
    readonly errors: FieldErrors,
    message = "The given data was invalid.",
    readonly stock?: Readonly<Record<string, number>>,
  ) {
    super(message);
  }
}

/** A sign-in with an e-mail or a password that does not match (401). */
export class WrongCredentials extends Error {}

/** The account exists but may not be used (403). */
export class AccountDisabled extends Error {}

/** Too many attempts from this client or for this account: refused for `retryAfter` seconds (429). */
export class TooManyAttempts extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** Too much work in line for this request now (a flood of sign-ins): refused for `retryAfter` seconds (503). */
export class Busy extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}
