import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { TokenService } from './token-service.ts';

/** What the provider stand-in's routes are built from. */
export interface ProviderDeps {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  /** The content API's authentication hook, reused for the client-info call. */
  authenticate: (request: FastifyRequest) => Promise<void>;
}
