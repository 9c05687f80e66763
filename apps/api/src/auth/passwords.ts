import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane), as ASVS 5.0 level 2
 * asks (DESIGN §7). The parameters are stored in each hash, so raising them later keeps old hashes
 * verifiable.
 */
const OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id: a const enum, which isolated modules cannot read
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike: neither may sign anyone in. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
