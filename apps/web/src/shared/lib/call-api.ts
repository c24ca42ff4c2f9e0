import {
  fillPath,
  withQuery,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type PathParamNames,
  type PathId,
  type PathParams,
  type QueryValues,
} from '@app/contract';
import { apiRequest, type ApiRequestOptions } from './api-client.ts';
import { apiUrl } from './runtime-config.ts';

type ParamsInput<E extends AnyEndpoint> =
  PathParamNames<E['path']> extends [] ? { params?: never } : { params: PathParams<E['path']> };

/**
 * A call without a body schema may still send a multipart form (comment/create,
 * like-comment/create: read by their handlers) or the empty object the spec sends (report).
 */
type UnschemedBody = FormData | Record<string, never>;

type BodyInput<E extends AnyEndpoint> = [EndpointBody<E['name']>] extends [never]
  ? { body?: UnschemedBody }
  : { body: EndpointBody<E['name']> | FormData };

/** What a call takes: its path's values and body where it has them, its query, and the options. */
export type CallInput<E extends AnyEndpoint> = ParamsInput<E> &
  BodyInput<E> & { query?: EndpointQuery<E['name']> } & Pick<
    ApiRequestOptions,
    'signal' | 'handleErrors'
  >;

type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

interface UrlInput {
  params?: Readonly<Record<string, PathId>>;
  query?: object;
}

function urlOf(endpoint: AnyEndpoint, { params = {}, query = {} }: UrlInput): string {
  return apiUrl(withQuery(fillPath(endpoint.path, params), query as QueryValues));
}

/** The URL of a call of the contract's route table, with its path's values and its query. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
): string {
  return urlOf(endpoint, input as UrlInput);
}

/**
 * Calls one entry of the contract's route table (`endpoints.feedList`), its params, query, body
 * and answer typed by the entry's schemas; no zod at run time. Errors as `apiRequest`.
 */
export function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<EndpointResponse<E['name']>> {
  const { body, signal, handleErrors } = input ?? {};
  return apiRequest<EndpointResponse<E['name']>>(urlOf(endpoint, (input ?? {}) as UrlInput), {
    method: endpoint.method,
    body,
    signal,
    handleErrors,
  });
}
