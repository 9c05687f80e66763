import {
  resolveRef,
  type ContractOperation,
  type JsonSchema,
} from '../../src/contract/contract.ts';

/** A request field that names a member's object by its database id. */
export interface IdField {
  in: 'query' | 'body';
  name: string;
  /** Takes a list of ids (`mailIds`) rather than one. */
  list: boolean;
}

const ID_SCHEMA = '#/components/schemas/Id';

/** Whether a schema is the contract's `Id`, a list of them, or neither. */
function idShape(document: JsonSchema, schema: JsonSchema | undefined): 'one' | 'list' | undefined {
  if (!schema) return undefined;
  if (schema.$ref === ID_SCHEMA) return 'one';
  if (typeof schema.$ref === 'string') return idShape(document, resolveRef(document, schema));
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants?.some((variant) => variant.$ref === ID_SCHEMA)) return 'one';
  if (schema.type === 'array' && idShape(document, schema.items as JsonSchema) === 'one') {
    return 'list';
  }
  return undefined;
}

/**
 * Every field of an operation that takes an object id, read from the contract: its query
 * parameters and the top-level properties of its JSON body.
 */
export function idFieldsOf(document: JsonSchema, operation: ContractOperation): IdField[] {
  const fields: IdField[] = [];
  for (const parameter of operation.parameters) {
    const shape = idShape(document, parameter.schema);
    if (parameter.in === 'query' && shape) {
      fields.push({ in: 'query', name: parameter.name, list: shape === 'list' });
    }
  }
  const body = operation.body && resolveRef<JsonSchema>(document, operation.body.schema);
  const properties = (body?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties)) {
    const shape = idShape(document, schema);
    if (shape) fields.push({ in: 'body', name, list: shape === 'list' });
  }
  return fields;
}

/** The kind of object a field names: `mailIds`, `MailIds` and `mailId` all name mail. */
export const kindOf = (field: IdField): string => field.name.toLowerCase().replace(/ids?$/, '');
