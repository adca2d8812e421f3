import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events/bus';
import type { HttpApp } from './app-http';
import type { AuthGuards } from './http/auth';

/** What each domain's wiring (app-*.ts) gets from the composition root, buildApp in app.ts. */
export type AppContext = {
  app: HttpApp;
  db: Db;
  config: Config;
  guards: AuthGuards;
  /** Domain events: emitted by orders and chat, consumed by notifications. */
  events: EventBus;
};
