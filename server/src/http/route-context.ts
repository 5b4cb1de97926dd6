import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { DocumentedRoute } from './api-route';

export interface RouteContext {
  app: FastifyInstance;
  docs: DocumentedRoute[];
  db: Db;
}
