import type { Rule } from 'eslint';

type CallExpression = Extract<Rule.Node, { type: 'CallExpression' }>;
/** An ESTree node as the helpers below read it: a child of a node, whose `parent` is not typed. */
type Node = Rule.Node extends infer Each
  ? Each extends unknown
    ? Omit<Each, 'parent'>
    : never
  : never;

/**
 * Each table's lifecycle columns and the one module that writes them (decision 071). The column
 * lists match `AccountLifecycleColumn` and `MailLifecycleColumn` of those modules.
 */
const LIFECYCLES: Record<string, { writer: string; columns: ReadonlySet<string> }> = {
  accounts: {
    writer: 'apps/api/src/account/lifecycle.ts',
    columns: new Set([
      'status',
      'plan_id',
      'active_payment',
      'billing_date',
      'billing_day',
      'registration_status',
      'closed_at',
      'period_from',
      'period_charged_cents',
      'card_failures',
      'setup_fees_paid',
      'close_notice_ends_on',
      'close_held_mail',
      'closed_reason',
    ]),
  },
  mail_items: {
    writer: 'apps/api/src/mail/lifecycle.ts',
    columns: new Set(['status', 'mail_action']),
  },
};

/** Kysely methods of an update or insert that name the columns written. */
const WRITING_METHODS = new Set(['set', 'values', 'columns']);

/** The columns an argument names; null when lint cannot see them all (a variable, a call). */
function columnsOf(node: Node | null | undefined): string[] | null {
  if (!node) return [];
  switch (node.type) {
    case 'ObjectExpression': {
      const names: string[] = [];
      for (const property of node.properties) {
        const found =
          property.type === 'SpreadElement'
            ? columnsOf(property.argument)
            : property.computed
              ? stringsOf(property.key)
              : property.key.type === 'Identifier'
                ? [property.key.name]
                : stringsOf(property.key);
        if (!found) return null;
        names.push(...found);
      }
      return names;
    }
    case 'ArrayExpression':
      return all(node.elements.map((element) => columnsOf(element) ?? stringsOf(element)));
    case 'ConditionalExpression':
      return all([columnsOf(node.consequent), columnsOf(node.alternate)]);
    case 'LogicalExpression':
      // `cond && { ... }` adds the object or nothing; `a ?? b` and `a || b` may be either.
      return node.operator === '&&'
        ? columnsOf(node.right)
        : all([columnsOf(node.left), columnsOf(node.right)]);
    case 'ArrowFunctionExpression':
      // `.set((eb) => ({ ... }))`
      return node.body.type === 'BlockStatement' ? null : columnsOf(node.body);
    default: {
      // TypeScript's `x as T`, `x satisfies T`, `x!` wrap the object they type.
      const wrapped = (node as { expression?: Node }).expression;
      return wrapped && node.type.startsWith('TS') ? columnsOf(wrapped) : null;
    }
  }
}

/** The string values an expression can take when they are literals (a key, a column name). */
function stringsOf(node: Node | null | undefined): string[] | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return [node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')];
  }
  if (node.type === 'ConditionalExpression') {
    return all([stringsOf(node.consequent), stringsOf(node.alternate)]);
  }
  return null;
}

function all(lists: (string[] | null)[]): string[] | null {
  return lists.every((list) => list !== null) ? lists.flat() : null;
}

/** `accounts` of `updateTable('accounts')` or `insertInto('accounts as a')`. */
function tableOf(call: Node): string | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const [name] = stringsOf(call.arguments[0]) ?? [];
  return name?.trim().split(/\s+/)[0];
}

/** The next call of a method chain: `.set(...)` after `updateTable(...)`, and so on. */
function chained(call: Rule.Node): { method: string; call: CallExpression } | undefined {
  const member = call.parent;
  if (member?.type !== 'MemberExpression' || member.object !== call) return undefined;
  const next = member.parent;
  if (next?.type !== 'CallExpression' || next.callee !== member) return undefined;
  const method = member.property.type === 'Identifier' ? member.property.name : '';
  return { method, call: next };
}

/**
 * Raw SQL that writes a lifecycle column: the columns an `update <table> set ...` assigns, or an
 * `insert into <table>` whose column list names one or is missing.
 */
function rawWrites(text: string): { table: string; column: string | null }[] {
  const writes: { table: string; column: string | null }[] = [];
  const tables = Object.keys(LIFECYCLES).join('|');
  const update = new RegExp(
    `\\bupdate\\s+"?(${tables})"?(?:\\s+(?:as\\s+)?\\w+)?\\s+set\\b([\\s\\S]*?)(?=\\bwhere\\b|\\breturning\\b|\\bfrom\\b|;|$)`,
    'gi',
  );
  for (const [, table = '', assignments = ''] of text.matchAll(update)) {
    for (const column of LIFECYCLES[table.toLowerCase()]!.columns) {
      if (new RegExp(`(^|[\\s,("])${column}"?\\s*=`, 'i').test(assignments)) {
        writes.push({ table: table.toLowerCase(), column });
      }
    }
  }
  const insert = new RegExp(`\\binsert\\s+into\\s+"?(${tables})"?\\s*(\\(([^)]*)\\))?`, 'gi');
  for (const [, table = '', list, names = ''] of text.matchAll(insert)) {
    const lifecycle = LIFECYCLES[table.toLowerCase()]!;
    const listed = names.split(',').map((name) => name.trim().replace(/"/g, '').toLowerCase());
    const column = listed.find((name) => lifecycle.columns.has(name));
    if (!list || column) writes.push({ table: table.toLowerCase(), column: column ?? null });
  }
  return writes;
}

/**
 * One writer per table (decision 071): an account's status, plan, payment and billing fields, and
 * a mail item's status and pending action, are written only by their table's lifecycle module.
 */
export const lifecycleWriter: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid writing a table's lifecycle columns outside its lifecycle module (accounts, mail_items)",
    },
    schema: [],
    messages: {
      lifecycleColumn:
        '{{table}}.{{column}} is a lifecycle column: change it through a function of {{writer}}.',
      unseenColumns:
        '.{{method}}() on {{table}} gets columns lint cannot see: pass an object literal (it may not name a lifecycle column; those change through {{writer}}).',
      rawInsert:
        'Raw SQL inserts into {{table}} without naming its columns: create rows through {{writer}}.',
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const writerOf = (table: string) => LIFECYCLES[table]?.writer;
    const mayWrite = (table: string) => file.endsWith(`/${writerOf(table)}`);

    const checkRaw = (node: Node, text: string) => {
      for (const { table, column } of rawWrites(text)) {
        if (mayWrite(table)) continue;
        const data = { table, column: column ?? '', writer: writerOf(table)! };
        context.report({ node, messageId: column ? 'lifecycleColumn' : 'rawInsert', data });
      }
    };

    return {
      /** Follows `updateTable('accounts')` / `insertInto('mail_items')` along its method chain. */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['updateTable', 'insertInto'].includes(callee.property.name)) return;
        const table = tableOf(node);
        const lifecycle = table ? LIFECYCLES[table] : undefined;
        if (!table || !lifecycle || mayWrite(table)) return;
        const { writer } = lifecycle;

        for (let link = chained(node); link; link = chained(link.call)) {
          if (!WRITING_METHODS.has(link.method)) continue;
          const { call, method } = link;
          // Reported at the argument, so a justified eslint-disable-next-line sits right above it.
          const argument = call.arguments[0];
          const at = argument ?? call;
          const columns = columnsOf(argument);
          if (columns === null) {
            context.report({
              node: at,
              messageId: 'unseenColumns',
              data: { method, table, writer },
            });
          }
          for (const column of columns ?? []) {
            if (lifecycle.columns.has(column)) {
              context.report({
                node: at,
                messageId: 'lifecycleColumn',
                data: { table, column, writer },
              });
            }
          }
        }
      },
      TemplateLiteral(node) {
        checkRaw(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ? '));
      },
      Literal(node) {
        if (typeof node.value === 'string') checkRaw(node, node.value);
      },
    };
  },
};
