/**
 * The success envelope every route answers with (`ok(...)` in the contract describes it): built in
 * one place so the wire format cannot drift between modules.
 */
export const done = <T>(result: T) => ({ status: 1 as const, result });
