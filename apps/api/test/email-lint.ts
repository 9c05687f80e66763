import { HtmlValidate } from 'html-validate';
import type { EmailMessage } from '../src/platform/messages/messages.ts';

/**
 * The HTML email lint: html-validate's recommended rules, less the ones email forbids following
 * (styles must be inline: mail clients drop <style> and stylesheets).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: { 'no-inline-style': 'off' },
});

/** What the lint finds wrong with an email: its HTML's problems, and a missing plain-text part. */
export async function emailLintProblems(
  email: Pick<EmailMessage, 'html' | 'text'>,
): Promise<string[]> {
  const problems: string[] = [];
  if (!email.text.trim()) problems.push('no plain-text part');
  if (!email.html) return [...problems, 'no HTML part'];
  const report = await validator.validateString(email.html);
  for (const result of report.results) {
    for (const message of result.messages) problems.push(`${message.ruleId}: ${message.message}`);
  }
  return problems;
}
