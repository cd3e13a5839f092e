export {
  chooseValue,
  chosenOffer,
  chosenVariant,
  initialChoice,
  pickerOptions,
  type ChosenOffer,
  type PickerOption,
  type PickerValue,
  type ProductVariants,
  type ValueState,
  type VariantChoice,
  type VariantProduct,
} from "./variant-choice.js";
export { variantCard, variantLabel } from "./variant-card.js";
