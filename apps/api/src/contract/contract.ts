import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The contract the routes are registered and validated from (DESIGN §3.2). */
export const CONTRACT_PATH = fileURLToPath(
  new URL('../../../../openapi/portal.yaml', import.meta.url),
);

export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: ContractParameter[];
  /** The body's media type and schema, when the operation takes one. */
  body?: { required: boolean; mediaType: string; schema: JsonSchema };
  /** False for the operations marked `security: []`. */
  needsSession: boolean;
}

export interface Contract {
  operations: ContractOperation[];
  /** The document itself, for following `$ref`s. */
  document: JsonSchema;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Follows a local `#/components/...` reference. */
export function resolveRef<T>(document: JsonSchema, node: unknown): T {
  let current: unknown = node;
  while (typeof current === 'object' && current !== null && '$ref' in current) {
    const pointer = String(current.$ref).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)[key.replaceAll('~1', '/')],
      document,
    );
  }
  return current as T;
}

/** Every operation of openapi/portal.yaml, references in parameters and bodies resolved. */
export function readContract(path = CONTRACT_PATH): Contract {
  const document = parse(readFileSync(path, 'utf8')) as JsonSchema;
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): ContractOperation => {
      const operation = item[method] as JsonSchema;
      const parameters = ((operation.parameters ?? []) as JsonSchema[]).map((parameter) =>
        resolveRef<ContractParameter>(document, parameter),
      );
      const requestBody = operation.requestBody
        ? resolveRef<{ required?: boolean; content: Record<string, { schema: JsonSchema }> }>(
            document,
            operation.requestBody,
          )
        : undefined;
      const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      return {
        id: operation.operationId as string,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        parameters: parameters.map((parameter) => ({
          ...parameter,
          required: parameter.required ?? false,
        })),
        ...(requestBody && mediaType && media
          ? { body: { required: requestBody.required ?? false, mediaType, schema: media.schema } }
          : {}),
        needsSession: !(Array.isArray(operation.security) && operation.security.length === 0),
      };
    }),
  );
  return { operations, document };
}
