/**
 * The discount of a price below its old price, in whole percent (rounded), reckoned in whole bani;
 * null when there is no old price or it is not above the price (no discount to show).
 * @example discountPercent(80, 100) // 20
 * @example discountPercent(100, 100) // null
 */
export const discountPercent = (price: number, oldPrice: number | null): number | null => {
  if (oldPrice === null) return null;
  const bani = Math.round(price * 100);
  const oldBani = Math.round(oldPrice * 100);
  return oldBani > bani ? Math.round(((oldBani - bani) / oldBani) * 100) : null;
};
