/**
 * The sample alert rules (ops/prometheus/alert-rules.yml, decision 106) are valid YAML in
 * Prometheus' rule-file shape, and every portal_* metric they name is one the server exports.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics, watchJobQueue, watchPool } from '#platform/metrics.ts';

const RULES = new URL('../../../../ops/prometheus/alert-rules.yml', import.meta.url);

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

describe('ops/prometheus/alert-rules.yml', () => {
  const { groups } = parse(readFileSync(RULES, 'utf8')) as { groups: { rules: Rule[] }[] };
  const rules = groups.flatMap((group) => group.rules);

  it('has alerts for errors, latency, the queue, email failures and readiness', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'PortalHighErrorRate',
        'PortalSlowRequests',
        'PortalJobQueueBacklog',
        'PortalEmailFailures',
        'PortalNotReady',
      ]),
    );
    for (const rule of rules) {
      expect(rule.expr.trim(), rule.alert).not.toBe('');
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('names only metrics the server exports', async () => {
    const metrics = createMetrics();
    // Never connected: only the metric names are read, not their values.
    const pool = new Pool();
    watchPool(metrics, pool);
    watchJobQueue(metrics, pool);
    const exported = new Set(
      metrics.registry
        .getMetricsAsArray()
        .flatMap(({ name }) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]),
    );
    const named = rules.flatMap((rule) => rule.expr.match(/\bportal_\w+/g) ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
    await pool.end();
  });
});
