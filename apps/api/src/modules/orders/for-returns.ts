/**
 * What the orders module lends the returns module (decision 0029): an order's shape and its number.
 * Reading, locking and summing up an order come from the order-state module (decision 0054).
 */
export type { OrderRow } from './queries';
export { globalOrderId } from './present';
