import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import type { ProtectedKind } from '#platform/db/tables.ts';
import type { BackupTarget } from '#staff/backup-manifest.ts';
import { StaffError, type StaffContext } from '#staff/staff-context.ts';

/*
 * Reading a staff command line's options (ops-cli.ts): each reader names the option it refuses and
 * why, as a UsageError the command line answers with the command's usage.
 */

/** A mistake in the command line: reported with a pointer to the command's help. */
export class UsageError extends Error {}

/** The options util.parseArgs read. */
export type Values = Record<string, string | boolean | undefined>;

/** A staff action on the opened database, or a backup command on the database as it is. */
export type Work =
  | ((ctx: StaffContext) => Promise<string>)
  | { onBackupTarget(target: BackupTarget): Promise<string> };

/** One command of the staff command line: what its help says and how it reads its options. */
export interface Command {
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Checks and reads everything the command line names, before any database is opened. */
  prepare(values: Values, cwd: string): Promise<Work>;
}

const PROTECTED_KINDS = ['cheque', 'card', 'identity', 'government', 'legal'] as const;

/** `--kind`: what staff saw the item is; rules never act on it (decision 102). */
export function protectedKind(values: Values): ProtectedKind | undefined {
  const kind = optional(values, 'kind');
  if (kind === undefined) return undefined;
  const known = PROTECTED_KINDS.find((candidate) => candidate === kind);
  if (!known)
    throw new UsageError(`--kind must be one of ${PROTECTED_KINDS.join(', ')}, got "${kind}"`);
  return known;
}

export function optional(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** An ISO 8601 time with its zone or offset, such as 2026-11-24T21:00:00Z. */
export function instant(values: Values, name: string): Date | undefined {
  const text = optional(values, name);
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (!/(Z|[+-]\d\d:\d\d)$/.test(text) || Number.isNaN(at.getTime())) {
    throw new UsageError(
      `--${name} must be an ISO 8601 time with its zone, such as 2026-11-24T21:00:00Z`,
    );
  }
  return at;
}

export function required(values: Values, name: string): string {
  const value = optional(values, name)?.trim();
  if (!value) throw new UsageError(`Missing --${name}`);
  return value;
}

/** A whole number of at least `minimum`, as the option's `what` says. */
export function wholeNumber(values: Values, name: string, minimum: number, what: string): number {
  const text = required(values, name);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
    throw new UsageError(`--${name} must be ${what}, got "${text}"`);
  }
  return value;
}

export const id = (values: Values, name: string) =>
  wholeNumber(values, name, 1, `the ${name} id (a whole number from 1)`);

/** A file the command line names, from the folder staff typed the command in. */
export async function readInput(cwd: string, file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(resolve(cwd, file)));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no such file'
        : (error as Error).message;
    throw new StaffError(`Cannot read ${file}: ${reason}`);
  }
}
