import { describe, expect, it } from 'vitest';
import { brokenRules } from './broken-rules.ts';

const RULE = 'portal/whole-messages';
const SCREEN = 'packages/features/src/inbox/components/probe.tsx';

/** A component returning `jsx`, with the imports and names the snippets use. */
const probe = (jsx: string, before = '') =>
  `import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
export function Probe({ go, on }: { go: () => void; on: boolean }) {
  const intl = useIntl();
  ${before}
  void [Link, FormattedMessage, intl, go, on];
  return (${jsx});
}
`;

describe('whole messages (issue 34)', () => {
  it('fires for a message glued to a link or button, however the message is written', async () => {
    for (const jsx of [
      `<p><FormattedMessage id="a" />{' '}<a href="/x"><FormattedMessage id="b" /></a></p>`,
      `<p><FormattedMessage id="a" /> <Link to="/x">{intl.formatMessage({ id: 'b' })}</Link></p>`,
      `<div>{intl.formatMessage({ id: 'a' })}{' '}<button onClick={go}>go</button></div>`,
      `<>{on && <FormattedMessage id="a" />}<a href="/x">x</a></>`,
    ]) {
      expect(await brokenRules(SCREEN, probe(jsx)), jsx).toEqual([RULE]);
    }
  });

  it('fires for a message glued to another message or to words', async () => {
    for (const jsx of [
      `<p><FormattedMessage id="a" />{' '}{on && <FormattedMessage id="b" />}</p>`,
      `<p>{intl.formatMessage({ id: 'a' })}: {on ? 'yes' : 'no'}</p>`,
      `<p>Total {intl.formatMessage({ id: 'a' })}</p>`,
      `<p><FormattedMessage id="a" />{\`, \${on}\`}</p>`,
    ]) {
      expect(await brokenRules(SCREEN, probe(jsx)), jsx).toEqual([RULE]);
    }
  });

  it("fires for a file's own helper that wraps formatMessage", async () => {
    const helper = 'const label = (id: string) => intl.formatMessage({ id });';
    const jsx = `<p>{label('a')} <a href="/x">{label('b')}</a></p>`;
    expect(await brokenRules(SCREEN, probe(jsx, helper))).toEqual([RULE]);
  });

  it('passes one message with rich-text tags, and messages in elements of their own', async () => {
    for (const jsx of [
      `<p><FormattedMessage id="a" values={{ link: (text) => <a href="/x">{text}</a> }} /></p>`,
      `<p>{intl.formatMessage({ id: 'a' }, { button: (text) => <button onClick={go}>{text}</button> })}</p>`,
      `<div><p><FormattedMessage id="a" /></p>{on && <p><FormattedMessage id="b" /></p>}</div>`,
      `<p>{String(on)}{' · '}<FormattedMessage id="a" /></p>`,
      `<a href="/x"><FormattedMessage id="a" /></a>`,
    ]) {
      expect(await brokenRules(SCREEN, probe(jsx)), jsx).toEqual([]);
    }
  });

  it('runs on the screens and the ui kit, not on their tests', async () => {
    const glued = probe(`<p><FormattedMessage id="a" /> <a href="/x">x</a></p>`);
    expect(await brokenRules('packages/ui/src/alert/probe.tsx', glued)).toEqual([RULE]);
    expect(await brokenRules('packages/features/src/inbox/probe.test.tsx', glued)).toEqual([]);
  });
});
