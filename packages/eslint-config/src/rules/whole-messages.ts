import type { Rule } from 'eslint';

/** The few JSX and expression shapes read here (ESLint's own types stop at ESTree, without JSX). */
type Expression =
  | {
      type: 'JSXElement';
      openingElement: { name: { type: string; name?: string } };
      children: Expression[];
    }
  | { type: 'JSXFragment'; children: Expression[] }
  | { type: 'JSXExpressionContainer'; expression: Expression }
  | { type: 'JSXText' | 'Literal'; value: unknown }
  | { type: 'TemplateLiteral'; quasis: Array<{ value: { cooked?: string | null } }> }
  | { type: 'LogicalExpression'; right: Expression }
  | { type: 'ConditionalExpression'; consequent: Expression; alternate: Expression }
  | {
      type: 'CallExpression';
      callee: { type: string; name?: string; property?: { type: string; name?: string } };
    }
  | { type: 'ArrowFunctionExpression' | 'FunctionExpression'; body: Expression }
  | { type: 'Other' };

/** Elements a sentence leads into: glued after a message, their words cannot move in translation. */
const ACTIONS = new Set(['a', 'Link', 'button', 'Button']);

const elementName = (node: Extract<Expression, { type: 'JSXElement' }>) =>
  node.openingElement.name.type === 'JSXIdentifier' ? node.openingElement.name.name : undefined;

/** `formatMessage(…)`, `intl.formatMessage(…)` or a call of a helper of this file that wraps one. */
function isTranslatingCall(node: Expression, helpers: ReadonlySet<string>): boolean {
  if (node.type !== 'CallExpression') return false;
  const { callee } = node;
  if (callee.type === 'Identifier') {
    return callee.name === 'formatMessage' || helpers.has(callee.name ?? '');
  }
  return callee.type === 'MemberExpression' && callee.property?.name === 'formatMessage';
}

/** What a child can render, looking through `cond && x` and `cond ? x : y`. */
function rendered(node: Expression): Array<Expression> {
  if (node.type === 'JSXExpressionContainer') return rendered(node.expression);
  if (node.type === 'LogicalExpression') return rendered(node.right);
  if (node.type === 'ConditionalExpression') {
    return [...rendered(node.consequent), ...rendered(node.alternate)];
  }
  return [node];
}

/**
 * Spaces are the glue itself, and a separator between list parts (`{device} · {current}`) is
 * layout, not grammar; anything else (words, `:`, `.`) belongs inside a message.
 */
const isWords = (text: string) => /[^\s·•|—–/]/u.test(text);

type Kind = 'message' | 'text' | 'action' | null;

function kindOf(node: Expression, helpers: ReadonlySet<string>): Kind {
  for (const each of rendered(node)) {
    if (each.type === 'JSXElement') {
      const name = elementName(each);
      if (name === 'FormattedMessage') return 'message';
      if (name && ACTIONS.has(name)) return 'action';
    } else if (
      each.type === 'JSXText' ||
      (each.type === 'Literal' && typeof each.value === 'string')
    ) {
      if (isWords(String(each.value))) return 'text';
    } else if (each.type === 'TemplateLiteral') {
      if (each.quasis.some((quasi) => isWords(quasi.value.cooked ?? ''))) return 'text';
    } else if (isTranslatingCall(each, helpers)) {
      return 'message';
    }
  }
  return null;
}

/**
 * A translated message next to another message, plain text or a link/button in the same element is
 * a sentence glued in English word order: translators cannot move the parts, and CJK gets stray
 * spaces. One message with rich-text tags (`<link>…</link>` as a `values` function) says it whole.
 */
export const wholeMessages: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid gluing a translated message to another message, text or a link/button in JSX',
    },
    schema: [],
    messages: {
      glued:
        'A translated message is glued to {{other}} in the same element: make it one message, with rich-text tags such as <link>…</link> for the link or button.',
    },
  },
  create(context) {
    /** Local helpers such as `const label = (id) => intl.formatMessage({ id })`. */
    const helpers = new Set<string>();
    const check = (children: Expression[], node: Rule.Node) => {
      const kinds = children.map((child) => kindOf(child, helpers)).filter((kind) => kind);
      if (!kinds.includes('message') || kinds.length < 2) return;
      const others = kinds.filter((kind) => kind !== 'message');
      const other =
        others.length === 0
          ? 'another message'
          : others.includes('action')
            ? 'a link or button'
            : 'text';
      context.report({ node, messageId: 'glued', data: { other } });
    };
    return {
      VariableDeclarator(node) {
        const init = node.init as Expression | null | undefined;
        if (
          node.id.type === 'Identifier' &&
          (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') &&
          isTranslatingCall(init.body, helpers)
        ) {
          helpers.add(node.id.name);
        }
      },
      'JSXElement, JSXFragment'(node: Rule.Node) {
        check((node as unknown as { children: Expression[] }).children, node);
      },
    };
  },
};
