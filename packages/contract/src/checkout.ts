import { z } from 'zod';
import { id } from './envelope';
import { contactNumber } from './fields';
import { savedAddress } from './addresses';
import { cartLine } from './cart';
import { orderMoneyMoved } from './order-money';

/** deliveryType in local storage and in the pricing and confirm calls. */
export const DeliveryType = z.enum(['delivery', 'pickup']);
export type DeliveryTypeValue = z.infer<typeof DeliveryType>;

const voucherCode = z.string().trim().toUpperCase().min(1).max(40);

/**
 * POST /order/catalogue/quotation?isOrder=true: prices the cart on the server from database
 * prices. The delivery address is one of the user's saved delivery addresses (pickup needs none).
 */
export const quotationBody = z
  .object({
    orderId: id,
    deliveryType: DeliveryType,
    deliveryAddressId: id.optional(),
    voucherCode: voucherCode.optional(),
  })
  .strict();

/**
 * The same call with the body the spec describes (spec 001 §7 "Pricing call", spec 000 §7): the
 * cart's lines as `catalogues` and the order with its fields. Only the order id, the delivery
 * address id, the delivery mode and the coupon code are read: the server prices the lines of the
 * stored cart from its own prices, so the lines, prices and business details a client sends here
 * are accepted and never used.
 */
const specQuotationLine = z.looseObject({ _id: id.optional(), catalogueId: id.optional(), quantity: z.number().int().optional() });
export const specQuotationBody = z
  .object({
    catalogues: z.array(specQuotationLine).max(500),
    order: z.looseObject({
      _id: id,
      items: z.array(specQuotationLine).max(500).optional(),
      deliveryType: DeliveryType.optional(),
      address: z
        .looseObject({
          /** One of the user's saved delivery addresses; none (or null) prices the cart for pickup. */
          dropAddress: z.looseObject({ _id: id }).nullish(),
        })
        .optional(),
      payment: z.looseObject({ method: z.literal('CARD') }),
      discount: z.looseObject({ voucherCode: voucherCode.optional() }).nullish(),
      event: z.looseObject({ businessDetails: z.looseObject({}).nullish() }).nullish(),
    }),
  })
  .strict();
export type SpecQuotationBody = z.infer<typeof specQuotationBody>;

/** Either body of the pricing call: the app's short one or the spec's. */
export const anyQuotationBody = z.union([quotationBody, specQuotationBody]);
export const quotationQuery = z.object({ isOrder: z.literal('true').optional() }).strict();

/** The pricing result of spec 001 §3, with every amount also as a numeric string. */
/** A coupon's action on the wire (contract's CouponTerms). */
const couponTerms = { percentage: z.number().nullable(), amountOff: z.string().nullable() };

export const pricing = z.object({
  _id: id,
  deliveryType: DeliveryType,
  items: z.array(cartLine.extend({ lineTotal: z.string(), lineTotalLabel: z.string() })),
  subtotal: z.string(),
  totalAmountLabel: z.string(),
  offerDiscount: z.string(),
  offerDiscountLabel: z.string(),
  couponDiscount: z.string(),
  couponDiscountLabel: z.string(),
  totalAddOnCost: z.object({ taxes: z.string(), taxesLabel: z.string(), shipping: z.string(), shippingLabel: z.string() }),
  actualAmount: z.string(),
  actualAmountLabel: z.string(),
  /** The coupon applied: its percentage, or its amount off (the other null). */
  discount: z.object({ discountId: id, voucherCode: z.string(), ...couponTerms }).nullable(),
  /** Why a sent voucher code gave no discount, when it did not. */
  couponMessage: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricing>;
export const quotationResult = z.object({ order: pricing });

/** GET /coupon: the visible active coupons for the Available Offers box (newest first). */
export const couponQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    sort: z.literal('-_id').optional(),
    isActive: z.literal('true').optional(),
    'customData.isVisible': z.literal('true').optional(),
  })
  .strict();
export const publicCoupon = z.object({
  _id: id,
  code: z.string(),
  discount: z.object({ description: z.string(), ...couponTerms }),
  customData: z.object({ isVisible: z.boolean(), minAmount: z.string().nullable(), maxAmount: z.string().nullable() }),
  validUntil: z.string().nullable(),
});
export const couponList = z.object({ coupons: z.array(publicCoupon) });

/** POST /order/{id}/task: assign the order to its retailer before confirming (spec 001 §4). */
export const assignBody = z.object({ userId: id, status: z.literal('ASSIGN'), type: z.literal('business') }).strict();

/** PATCH /order/{id}/confirm: place the order, paid later by the chosen saved card. */
export const confirmBody = z
  .object({
    paymentMethod: z.object({ type: z.literal('CARD'), cardId: id }).strict(),
    deliveryType: DeliveryType,
    deliveryAddressId: id.optional(),
    billingAddressId: id.optional(),
    billingSameAsDelivery: z.boolean().optional(),
    contactNumber: contactNumber.optional(),
    businessId: id,
    eventId: id.nullable().optional(),
    voucherCode: voucherCode.optional(),
  })
  .strict();

/** An order as history and detail show it (spec 001 §2.15, §3). */
export const placedOrder = z.object({
  _id: id,
  displayOrderId: z.string(),
  status: z.string(),
  startTime: z.string().nullable(),
  createdAt: z.string(),
  // A placed order's lines took their bottles: whether the wine is still in stock is no concern of theirs.
  items: z.array(cartLine.omit({ availability: true }).extend({ lineTotal: z.string() })),
  totalDisplayAmount: z.string(),
  displayAmount: z.string(),
  subtotal: z.string(),
  offerDiscount: z.string(),
  couponDiscount: z.string(),
  taxes: z.string(),
  shipping: z.string(),
  deliveryType: DeliveryType.nullable(),
  payment: z.object({ method: z.literal('CARD'), card: z.object({ brand: z.string(), last4: z.string() }).nullable() }),
  /** The money that moved (issue 45): every succeeded charge (the order's own and its fees) and refund; see order-money.ts. */
  money: orderMoneyMoved,
  address: z.object({ dropAddress: savedAddress.shape.address.nullable(), billingAddress: savedAddress.shape.address.nullable() }),
  contactNumber: z.string().nullable(),
  businessId: id.nullable(),
  eventId: id.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** GET /order?status=PENDING...: the history (every order that is not the cart, last 365 days). */
export const historyQuery = z
  .object({
    status: z.literal('PENDING'),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    days: z.coerce.number().int().min(1).max(3650).optional(),
    sort: z.enum(['_id', '-_id']).optional(),
    'type[$ne]': z.literal('TIP_PAYMENT').optional(),
  })
  .strict();
export const historyList = z.object({ orders: z.array(placedOrder), total: z.number().int() });

export const orderDetailQuery = z
  .object({ skip: z.coerce.number().int().min(0).optional(), limit: z.coerce.number().int().min(1).max(100).optional() })
  .strict();

/**
 * A card payment of the checkout waiting for the shopper's confirmation (/payment/confimation), kept
 * with the cart on the server (decision 0062), so that another device with the same cart finds it:
 * the checkout's choices, the card just added and the payment's transaction id.
 */
export const pendingConfirmation = z
  .object({
    deliveryType: DeliveryType,
    deliveryAddressId: id.nullable(),
    billing: z.union([z.object({ kind: z.literal('same') }).strict(), z.object({ kind: z.literal('saved'), addressId: id }).strict()]).nullable(),
    voucherCode: z.string().trim().max(50).nullable(),
    cardId: id,
    txnId: z.string().max(200).nullable(),
  })
  .strict();
export type PendingConfirmation = z.infer<typeof pendingConfirmation>;

/** GET and PUT /order/{orderId}/pending-confirmation: the cart's waiting confirmation, or null. */
export const pendingConfirmationResult = z.object({ pending: pendingConfirmation.nullable() });
export type PendingConfirmationResult = z.infer<typeof pendingConfirmationResult>;
