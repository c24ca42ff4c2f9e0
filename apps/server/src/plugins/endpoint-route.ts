import {
  canUseStaffTools,
  endpointSchemas,
  type AnyEndpoint,
  type EndpointName,
  type EndpointResult,
  type EndpointSchemas,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@app/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireActor, type Actor } from './auth.ts';
import { HttpError } from './http-errors.ts';
import { JsonAnswer } from './json-answer.ts';
import { allowListed, assertAllowListedJson, parseInput } from './validation.ts';

/** What a handler returns for a call that may answer 204 (`mayBeEmpty` in the table). */
export const NO_CONTENT = Symbol('no content');

/** The checked input of a call: who calls, and its params, query and body parsed by the table. */
export interface EndpointInput<N extends EndpointName> {
  actor: Actor;
  params: ParsedParams<N>;
  query: ParsedQuery<N>;
  body: ParsedBody<N>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A call's handler: its answer before the allow-list, or already encoded (allow-listed by its
 * encoder); nothing for a 204 call.
 */
export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
) => EndpointResult<N> extends undefined
  ? Promise<void>
  : Promise<EndpointResult<N> | JsonAnswer<EndpointResult<N>> | typeof NO_CONTENT>;

let checkingEncodedAnswers = false;

/**
 * From now on every encoded answer is decoded and checked against its schema before it is sent
 * (the API tests turn this on: what the object path's allow-list guarantees, they prove).
 */
export function checkEncodedAnswers(): void {
  checkingEncodedAnswers = true;
}

export interface EndpointRouteOptions {
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

/** 403 for anyone but staff on the staff-only calls (moderators included). */
function requireStaff(actor: Actor): void {
  if (!canUseStaffTools(actor)) {
    throw new HttpError(
      403,
      'You do not have permission to perform this action.',
      'permission_denied',
    );
  }
}

/**
 * Registers one call of the contract's route table: its method and path; the caller (401 without
 * one, 403 on a staff-only call for anyone else, before any input is read); params, query and body
 * parsed by its schemas (400 with field errors); the answer allow-listed by its response schema,
 * with the table's status (204 when it has no body).
 */
export function serveEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E['name']>,
  options: EndpointRouteOptions = {},
): void {
  const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
  const parse = (schema: EndpointSchemas['query'], value: unknown) =>
    schema ? parseInput(schema, value) : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    config: options.config,
    handler: async (request, reply) => {
      const actor = requireActor(request);
      if (endpoint.access === 'staff') requireStaff(actor);
      const input = {
        actor,
        params: parse(schemas.params, request.params),
        query: parse(schemas.query, request.query),
        body: schemas.bodyParsedByHandler ? request.body : parse(schemas.body, request.body),
        request,
        reply,
      } as EndpointInput<E['name']>;
      const result = await handler(input);
      if (schemas.response === null || result === NO_CONTENT) return reply.code(204).send();
      if (result instanceof JsonAnswer) {
        if (checkingEncodedAnswers) assertAllowListedJson(schemas.response, result.body);
        return reply
          .code(schemas.status ?? 200)
          .type('application/json; charset=utf-8')
          .send(result.body);
      }
      return reply.code(schemas.status ?? 200).send(allowListed(schemas.response, result));
    },
  });
}
