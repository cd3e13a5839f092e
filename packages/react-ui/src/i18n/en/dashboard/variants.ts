/** Texts of the product form's options and variant table. */
export const variantEditor = {
  optionsHint:
    "Options a shopper chooses, such as size or colour, at most {max:number}. Each combination of their values is a variant with its own SKU, price and stock.",
  option: "Option {position:number}",
  optionName: "Option name",
  values: "Values",
  valueLabel: "Value {position:number}",
  addOption: "Add an option",
  addValue: "Add a value",
  removeOption: "Remove the option",
  removeValue: "Remove the value",
  generate: "Generate combinations",
  generateHint:
    "Adds a row for each combination not yet in the table; the rows there keep their SKU, price and stock. Removing a value removes its rows; a variant already ordered stays saved, inactive.",
  fromVariants: "The price and stock are set per variant in the table below; the shop shows the lowest price.",
  noVariants: "No variants yet: give the options their values, then generate the combinations.",
  tooMany: "The options make more than {max:number} combinations: only the first {max:number} are listed. Remove some values.",
  columns: { variant: "Variant", sku: "SKU", price: "Price, MDL", oldPrice: "Old price, MDL", stock: "Units in stock", image: "Picture", active: "Sold" },
  chooseRow: "Choose {name:string}",
  chooseAll: "Choose every row",
  productImage: "The product's pictures",
  imageNumber: "Picture {position:number}",
  bulk: "Set for the chosen rows",
  chosen: "{count:number} {{row|rows}} chosen",
  apply: "Set",
  bulkHint: "Fields left empty stay as they are in each row.",
};

/** Field error messages of the options and variants, whose fields are named like other forms' fields. */
export const variantErrors = {
  key: { taken: "Another option has this name already.", format: "Name the option with at least one letter or digit." },
  name: { required: "Please write the option's name; the Romanian one is required.", max: "The name is too long: at most 60 characters." },
  label: { required: "Please write the value; the Romanian one is required.", max: "The value is too long: at most 60 characters." },
  value: { taken: "This value is already in the option's list.", format: "Write the value with at least one letter or digit." },
  values: { required: "Add at least one value.", max: "An option has at most 30 values." },
  options: {
    max: "A product has at most 3 options.",
    required: "This row does not name a value of every option: generate the combinations again.",
    taken: "Another row has this combination.",
    not_found: "A value of this row is no longer among the options: generate the combinations again.",
  },
  variants: { required: "Generate the variants: a product with options needs at least one.", max: "A product has at most 100 variants." },
  sku: { taken: "Another product or variant already has this SKU." },
};
