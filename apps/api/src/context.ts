import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './modules/mail/service';

/** What every module's routes and services are built with. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
