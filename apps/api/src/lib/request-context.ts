import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request being served, wherever its work goes (services log through the app's
 * logger, not the request's): the logger adds it to every line written on the request's behalf.
 */
const requestIds = new AsyncLocalStorage<string>();

export const withRequestId = (id: string, run: () => void) => requestIds.run(id, run);
export const currentRequestId = (): string | undefined => requestIds.getStore();
