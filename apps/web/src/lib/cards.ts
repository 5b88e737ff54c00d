/** A card brand as people write it ("visa" → "Visa"): the payment gateway sends brands lower-case. */
export const brandName = (brand: string): string => brand.charAt(0).toUpperCase() + brand.slice(1);
