import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { invalidField } from '#contract/problem.ts';
import { ownsAddress, ownsFolder, type MailRuleInput } from '#mail-rules/queries.ts';

/**
 * Refuses a rule the contract's schema lets through but the member cannot have: blank text, an
 * action without its target, or a target that is not the member's own (another member's folder
 * answers exactly like one that does not exist).
 */
export async function checkRuleInput(
  db: Kysely<Tables>,
  accountId: number,
  input: MailRuleInput,
): Promise<void> {
  if (!input.name.trim()) throw invalidField('name', 'Can not be blank', 'problem.field.required');
  if (input.match.contains.trim().length < 2) {
    throw invalidField('match.contains', 'Give at least two characters to look for');
  }
  const { action } = input;
  if (action.type === 'folder') {
    if (action.folderId === undefined) throw missing('action.folderId', 'a folder');
    if (!(await ownsFolder(db, accountId, action.folderId))) {
      throw invalidField('action.folderId', `Folder ${action.folderId} is not one of yours`);
    }
  }
  if (action.type === 'label' && !action.label?.trim()) throw missing('action.label', 'a label');
  if (action.type === 'forward') {
    if (action.addressId === undefined) throw missing('action.addressId', 'a delivery address');
    if (!(await ownsAddress(db, accountId, action.addressId))) {
      throw invalidField('action.addressId', `Address ${action.addressId} is not one of yours`);
    }
  }
}

const missing = (field: string, what: string) =>
  invalidField(field, `This action needs ${what}`, 'problem.field.required');
