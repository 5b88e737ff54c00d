/**
 * What the orders module lends the returns module (decision 0029): an order read and locked like a
 * status change locks it, its lines as placed, its number and its mails' summary.
 */
export { findOrder, lockOrderForStatus, orderLines, type OrderRow } from './queries';
export { globalOrderId } from './present';
