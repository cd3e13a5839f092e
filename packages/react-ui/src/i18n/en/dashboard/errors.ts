import { discountCodeErrors } from "./codes.js";
import { variantErrors } from "./variants.js";

/** A one-line field with a line break or a control character. */
const oneLine = "Write this on one line, without line breaks or special characters.";

/** Field error messages of the dashboard's forms. */
export const errors = {
  kinds: {
    none_enabled: "Keep at least one switched on.",
    unavailable: "This choice is not available.",
    required: "Please fill in this field.",
    format: "This value is not in the expected format.",
    min: "This value is too small.",
    max: "This value is too long or too large.",
    type: "Please enter a valid value here.",
    decimals: "Use at most 2 decimals.",
    taken: "This value is already used.",
    not_found: "What you chose no longer exists; please choose again.",
    invalid: "This value is not valid.",
    transition: "This status change is not allowed.",
    out_of_stock: "There are not enough units in stock.",
    accepted: "Please confirm this.",
  },
  fields: {
    delivery: {
      none_enabled: "Offer at least one delivery method.",
    },
    payment: {
      none_enabled: "Offer at least one payment method.",
    },
    countries: {
      required: "Choose at least one country this delivery goes to.",
    },
    delivery_methods: {
      required: "Tick at least one offered delivery this payment can be chosen with.",
    },
    enabled: {
      unavailable: "No offered payment method can be chosen with this delivery: tick it under a payment method, or stop offering it.",
    },
    free_from: {
      type: "Enter an amount, e.g. 1000, or leave it empty.",
      min: "The amount cannot be negative.",
      max: "The amount is too large.",
      decimals: "Use at most 2 decimals (bani).",
    },
    slug: {
      required: "Please fill in the address (slug).",
      format: "Use lowercase Latin letters, digits and hyphens, e.g. cratita-tefal.",
      max: "The address is too long: at most 200 characters.",
      taken: "Another item already has this address; please choose another.",
    },
    sku: {
      format: oneLine,
      required: "Please fill in the SKU.",
      max: "The SKU is too long: at most 64 characters.",
      taken: "Another product already has this SKU.",
    },
    title: { required: "Please write the title; the Romanian one is required.", max: "The title is too long: at most 200 characters." },
    name: {
      format: oneLine,
      required: "Please fill in this field; a category needs at least its Romanian name.",
      max: "The name is too long: at most 200 characters.",
    },
    subtitle: { max: "The subtitle is too long: at most 200 characters." },
    description: { required: "Please write the description; the Romanian one is required.", max: "The description is too long: at most 20,000 characters." },
    price: {
      required: "Please enter the price.",
      type: "Enter the price as a number, e.g. 349.90.",
      min: "The price cannot be negative.",
      max: "The price is too large.",
      decimals: "The price has at most 2 decimals (bani).",
    },
    old_price: {
      type: "Enter the old price as a number, e.g. 399, or leave it empty.",
      min: "The old price must be higher than the price (it is shown crossed out).",
      max: "The old price is too large.",
      decimals: "The old price has at most 2 decimals (bani).",
    },
    stock: {
      required: "Please enter the units in stock.",
      type: "Enter whole units, e.g. 12.",
      min: "The stock cannot go below 0; units sold meanwhile are already taken off.",
      max: "This figure is too large.",
    },
    position: { type: "Enter a whole number, e.g. 3.", min: "The position cannot be negative.", max: "This figure is too large." },
    category_id: {
      required: "Please choose a category.",
      min: "Please choose a category.",
      type: "Please choose a category.",
      not_found: "This category no longer exists; please choose another.",
    },
    parent_id: {
      invalid: "Choose a top category: a subcategory cannot have subcategories of its own, nor be its own parent.",
      not_found: "This parent category no longer exists; please choose another.",
    },
    image_id: { not_found: "This picture is no longer stored; please upload it again." },
    image_ids: { not_found: "This picture is no longer stored; please upload it again." },
    key: {
      required: "Please fill in the attribute's key.",
      format: "Use lowercase Latin letters, digits and underscores, starting with a letter, e.g. brand.",
      taken: "This key is already taken: an attribute appears once in the list and once in each product.",
      not_found: "This attribute is no longer in the list; please choose another.",
    },
    kind: { in_use: "Products use this attribute, so its kind cannot change. Remove it from them first, or add a new attribute." },
    value: {
      type: "Enter a number for a number attribute (e.g. 1800), or a text for a text attribute.",
      invalid: "Enter a number for a number attribute (e.g. 1800), or a text for a text attribute.",
    },
    link: {
      required: "Please fill in the link.",
      format: "Use a path of this shop that starts with /, e.g. /category/bucatarie/.",
      max: "The link is too long.",
    },
    icon: { format: oneLine, max: "The icon's name is too long." },
    email: {
      required: "Please fill in the email.",
      format: "Enter a valid email address, e.g. name@example.md.",
      max: "The email address is too long.",
      taken: "An account with this email already exists.",
    },
    password: {
      required: "Please fill in the password.",
      min: "The password needs at least 12 characters.",
      max: "The password is too long.",
      common: "This password is one of the most common ones; please choose another.",
    },
    active_languages: { required: "Romanian is the shop's main language and always stays active." },
    phones: { format: oneLine, required: "Remove the empty line or write a phone number.", max: "At most 20 numbers, each up to 40 characters." },
    salesPhones: { format: oneLine, required: "Remove the empty line or write a phone number.", max: "At most 20 numbers, each up to 40 characters." },
    emails: {
      required: "Remove the empty line or write an email address.",
      format: "Each line must be a valid email address, e.g. name@example.md.",
      max: "At most 20 addresses.",
    },
    salesEmails: {
      required: "Remove the empty line or write an email address.",
      format: "Each line must be a valid email address, e.g. name@example.md.",
      max: "At most 20 addresses.",
    },
    pickup_addresses: { max: "At most 20 pickup points." },
    order_emails: {
      required: "Remove the empty line or write an email address.",
      format: "Each line must be a valid email address, e.g. name@example.md.",
      max: "At most 20 addresses.",
    },
    url: { required: "Please fill in the address.", format: "Enter a web address that starts with https:// (or a shop path that starts with /)." },
    code: { format: oneLine, required: "Please fill in the code, e.g. facebook." },
    company: { format: oneLine },
    bank: { format: oneLine },
    legal_address: { format: oneLine },
    idno: { format: "The IDNO has exactly 13 digits.", max: "The IDNO has exactly 13 digits." },
    iban: {
      format: "This IBAN is not valid: check every letter and digit, e.g. MD24 AG00 0225 1000 1310 4168.",
      max: "This IBAN is too long: an IBAN has at most 34 letters and digits.",
    },
    image: { format: "Enter the picture's address, starting with https:// or /.", max: "The address is too long." },
    file: { max: "The picture is larger than an upload may be.", format: "Only PNG, WebP and JPEG pictures can be uploaded." },
  },
  /** Messages of a form whose fields are named like other forms' fields but mean something else. */
  forms: { discountCodes: discountCodeErrors, variants: variantErrors },
};
