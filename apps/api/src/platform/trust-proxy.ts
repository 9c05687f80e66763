/** The `TRUST_PROXY` setting as config.ts reads it. */
export type TrustProxySetting = boolean | string | number;

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes "believe the nearest `count` hops":
 * Fastify 5 itself treats a bare number as trusting nobody, so it is spelled out here. It suits a
 * server that only its own proxies can reach; addresses and CIDRs are safer where that is not so.
 */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
