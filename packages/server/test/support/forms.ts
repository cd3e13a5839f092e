/** A body as the storefront sends it: multipart in bracket notation (`billingAddress[city]`, `products[0][id]`). */
export const asForm = (value: unknown, prefix = "", form = new FormData()): FormData => {
  if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) asForm(v, prefix ? `${prefix}[${k}]` : k, form);
  } else form.append(prefix, String(value));
  return form;
};
