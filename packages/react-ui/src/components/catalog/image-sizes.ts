/** The `sizes` of a product card's picture: half the screen on phones, a grid column on wider screens. */
export const CARD_IMAGE_SIZES = "(max-width: 768px) 50vw, 240px";
/** The `sizes` of the product page's main picture: the whole screen on phones, half of it on wider screens. */
export const GALLERY_IMAGE_SIZES = "(max-width: 768px) 100vw, 50vw";
