/**
 * Reads openapi/portal.yaml for the generator and the contract tests: parsing, local `$ref`
 * resolution and a flat list of operations.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {
  OpenAPI3,
  OperationObject,
  ParameterObject,
  ReferenceObject,
} from 'openapi-typescript';
import { parse } from 'yaml';

export const documentPath = fileURLToPath(new URL('../portal.yaml', import.meta.url));

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface DocumentOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, references resolved. */
  parameters: ParameterObject[];
}

export function loadDocument(): OpenAPI3 {
  return parse(readFileSync(documentPath, 'utf8')) as OpenAPI3;
}

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

/** Follows local references (`#/components/...`) until it reaches a value. */
export function resolve<T>(document: OpenAPI3, value: T | ReferenceObject): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (isReference(current)) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) {
      throw new Error(
        `Cannot resolve ${ref}: only acyclic references inside the document are used`,
      );
    }
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        document,
      );
    if (current === undefined) throw new Error(`Dangling reference ${ref}`);
  }
  return current as T;
}

/** Every operation of the document, in document order. */
export function listOperations(document: OpenAPI3): DocumentOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, itemOrRef]) => {
    const item = resolve(document, itemOrRef);
    return httpMethods.flatMap((method) => {
      const operationOrRef = item[method];
      if (operationOrRef === undefined) return [];
      const operation = resolve(document, operationOrRef);
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolve(document, parameter),
      );
      return [{ method, path, operation, parameters }];
    });
  });
}
