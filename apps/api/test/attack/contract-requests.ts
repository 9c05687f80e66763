import type { InjectOptions } from 'fastify';
import { JSONSchemaFaker, type Schema } from 'json-schema-faker';
import type { asMember } from '../member-fixtures.ts';
import {
  resolveRef,
  type ContractOperation,
  type JsonSchema,
} from '../../src/contract/contract.ts';

/** One request to an operation, in parts a mutation can reach. */
export interface ContractRequest {
  query: Record<string, unknown>;
  /** Values of the path's `{name}` segments (the team operations' ids). */
  path?: Record<string, unknown>;
  headers: Record<string, string>;
  /** The JSON (or multipart field) value; `undefined` sends no body. */
  body: unknown;
}

/** Schema keywords of OpenAPI that are not JSON Schema and only confuse a data generator. */
const ANNOTATIONS = new Set(['example', 'examples', 'description', 'title', 'discriminator']);

/** A schema with every `$ref` replaced by what it points at (the contract has no cycles). */
export function inlineRefs(document: JsonSchema, node: unknown): unknown {
  const resolved = resolveRef<unknown>(document, node as JsonSchema);
  if (Array.isArray(resolved)) return resolved.map((item) => inlineRefs(document, item));
  if (typeof resolved !== 'object' || resolved === null) return resolved;
  return Object.fromEntries(
    Object.entries(resolved)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, inlineRefs(document, value)]),
  );
}

/** A small seeded generator, so a failing request can be made again from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A value valid against `schema`, made by json-schema-faker from `seed`. */
export function validValue(document: JsonSchema, schema: JsonSchema, seed: number): unknown {
  JSONSchemaFaker.option({
    random: seededRandom(seed),
    alwaysFakeOptionals: true,
    maxItems: 3,
    maxLength: 40,
    failOnInvalidFormat: false,
    fillProperties: false,
  });
  return JSONSchemaFaker.generate(inlineRefs(document, schema) as Schema);
}

/**
 * A request the contract allows: ids and codes random, so most name nothing that exists, and the
 * brand, where one is named, a real one (a random brand id is refused before anything else runs).
 */
export function validRequest(
  document: JsonSchema,
  operation: ContractOperation,
  seed: number,
): ContractRequest {
  const request: ContractRequest = { query: {}, headers: {}, body: undefined };
  for (const [index, parameter] of operation.parameters.entries()) {
    const value = validValue(document, parameter.schema, seed + index);
    if (parameter.in === 'query') request.query[parameter.name] = value;
    if (parameter.in === 'path') request.path = { ...request.path, [parameter.name]: value };
    if (parameter.in === 'header') request.headers[parameter.name.toLowerCase()] = String(value);
  }
  if (operation.body) request.body = validValue(document, operation.body.schema, seed + 101);
  if ('webpage' in request.query) request.query.webpage = 'harbour-mail';
  return request;
}

/** Marks a number that JSON cannot write but an attacker can: sent as the raw text. */
export class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return (text ?? 'null').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, at: string) => raws[Number(at)]!,
  );
}

const queryText = (value: unknown): string =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJson(value);

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, queryText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const BOUNDARY = 'portal-fuzz-boundary';

/** A multipart body with one `file` part holding the value's text as its bytes. */
function multipartBody(value: unknown): string {
  return [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="file"; filename="photo.jpg"',
    'Content-Type: image/jpeg',
    '',
    queryText(value),
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

/** The operation's path with its `{name}` segments filled in (1 where the request has none). */
const pathOf = (operation: ContractOperation, request: ContractRequest) =>
  operation.path.replace(/\{(\w+)\}/g, (_segment, name: string) =>
    encodeURIComponent(queryText(request.path?.[name] ?? 1)),
  );

/** The request as Fastify's `inject` takes it. */
export function toInject(operation: ContractOperation, request: ContractRequest): InjectOptions {
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | undefined;
  if (request.body !== undefined && operation.body?.mediaType === 'multipart/form-data') {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    payload = multipartBody(request.body);
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = toJson(request.body);
  }
  return {
    method: operation.method,
    url: `${pathOf(operation, request)}${queryString(request.query)}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Sends the request as the member `call` belongs to (member-fixtures' `asMember`). */
export function sendAs(
  call: ReturnType<typeof asMember>,
  operation: ContractOperation,
  request: ContractRequest,
) {
  const inject = toInject(operation, request);
  return call(operation.method as 'POST', inject.url as string, {
    headers: inject.headers as Record<string, string>,
    ...(inject.payload === undefined ? {} : { payload: inject.payload as string }),
  });
}
