/** Texts of the delivery and payment screen. */
export const methods = {
  title: "Delivery and payment",
  intro:
    "What shoppers can choose at checkout: where each delivery goes, what it costs and how it can be paid. A method that is not offered does not show at checkout.",
  delivery: "Delivery methods",
  payment: "Payment methods",
  offerDelivery: "Offer “{method:string}”",
  offerPayment: "Offer “{method:string}”",
  price: "Price of “{method:string}” (MDL)",
  priceHint: "0 makes it free.",
  freeFrom: "“{method:string}” free from (MDL)",
  /** A method's threshold and countries named in the audit trail. */
  freeFromLabel: "Free from (MDL)",
  countriesLabel: "Countries",
  freeFromHint: "Free when the products cost at least this much after discounts; leave it empty to always charge the price.",
  countries: "“{method:string}” goes to",
  goesWith: "“{method:string}” can be chosen with",
  /** Next to the bank transfer: it is not offered without the shop's IBAN. */
  transferNeedsIban:
    "Shoppers are offered a bank transfer only once the shop's IBAN is entered in Shop settings: without it they would have no account to pay into.",
};
