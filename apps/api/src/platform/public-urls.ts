import { allBrands, brandVariable, firstBrand } from '#brands/brand-registry.ts';
import { ConfigError } from '#platform/config.ts';

/**
 * Production sends no link to a machine's own address (issue 41: staff commands sent links to
 * localhost:3000): every brand needs its public HTTPS origin, in the server's environment and in
 * the staff commands' alike. Throws a ConfigError naming each variable to set.
 */
export function refuseLocalLinks(env: NodeJS.ProcessEnv = process.env): void {
  const problems = allBrands().flatMap((brand) => {
    const variable = brandVariable('PUBLIC_URL', brand, env);
    const text = env[variable];
    if (!text) return [`${variable} is not set (${brand.webpageName})`];
    const problem = publicUrlProblem(text);
    return problem ? [`${variable} ${problem}`] : [];
  });
  if (problems.length === 0) return;
  const example = brandVariable('PUBLIC_URL', firstBrand, {});
  throw new ConfigError(
    `${problems.join('; ')}. Emails would link to this machine: set each brand's public address, e.g. ${example}=https://portal.example.com`,
  );
}

/** What is wrong with a public origin: not a URL, not HTTPS, or a query or fragment links can't follow. */
function publicUrlProblem(text: string): string | undefined {
  if (!URL.canParse(text)) return `is not a URL, got "${text}"`;
  const { protocol, search, hash } = new URL(text);
  if (protocol !== 'https:') return `must start with https://, got "${text}"`;
  if (search || hash) return `must not carry a query or fragment, got "${text}"`;
  return undefined;
}
