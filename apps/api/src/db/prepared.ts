import type { Db } from './client';

/**
 * A query of fixed shape, built once per database handle and run as a named prepared statement.
 * Building a drizzle query costs more CPU than PostgreSQL spends answering a lookup by key, and
 * the name lets each connection parse it once. Per handle, because the primary and every replica
 * have their own; never for a transaction's handle, which lives for one request.
 */
export function preparedPerDb<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
