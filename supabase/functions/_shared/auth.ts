/**
 * The outbox drain is not for visitors: it needs `Authorization: Bearer <secret>` with the
 * dedicated OUTBOX_SECRET or the project's service-role key. Pure: unit-tested in Node.
 */

/** Compares in time independent of where the strings differ (lengths are not secret). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** Whether the Authorization header carries one of the secrets (empty secrets never match). */
export function bearerMatches(authorization: string | null, secrets: readonly (string | undefined)[]): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return false;
  let ok = false;
  for (const secret of secrets) {
    if (secret && secret.length >= 16 && constantTimeEqual(match[1], secret)) ok = true;
  }
  return ok;
}
