import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token for a cookie or an emailed link: 256 bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric code a person types (login guard, SMS), from the CSPRNG, with leading zeros kept. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** What is stored for a token or code: its SHA-256, so a database leak gives nothing usable away. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares two secrets in constant time, so timing reveals nothing about how much matched. */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
