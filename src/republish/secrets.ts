/**
 * Webhook secrets: `WEBHOOK_SECRET` (the `whsec_…` form; several separated by spaces during a rotation) for every
 * tenant, and per-tenant secrets from a JSON file (`WEBHOOK_SECRETS_FILE`, default `config/webhook-secrets.json`:
 * `{ "shawarma-house": "whsec_…" | ["whsec_old", "whsec_new"] }`). A tenant with its own secrets accepts only
 * those: they override the global ones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { decodeSecret } from './signature.ts';

export interface WebhookSecrets {
  global: string[];
  perTenant: Record<string, string[]>;
}

const split = (value: string | string[]): string[] =>
  (Array.isArray(value) ? value : value.split(/[\s,]+/)).map((s) => s.trim()).filter(Boolean);

/** Loads and checks the secrets (a malformed one fails loudly at start-up, never at the first webhook). */
export function loadWebhookSecrets(env: Record<string, string | undefined> = process.env): WebhookSecrets {
  const global = split(env.WEBHOOK_SECRET ?? '');
  const file = env.WEBHOOK_SECRETS_FILE ?? 'config/webhook-secrets.json';
  // No prototype: a file naming `__proto__` sets no prototype, and a body naming `constructor` finds no secrets.
  const perTenant: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | string[]>;
    for (const [ref, value] of Object.entries(parsed)) perTenant[ref] = split(value);
  }
  for (const secret of [...global, ...Object.values(perTenant).flat()]) decodeSecret(secret);
  return { global, perTenant };
}

/** The secrets that may sign a delivery for these tenants: each tenant's own, else the global ones. */
export function secretsFor(secrets: WebhookSecrets, refs: string[]): string[][] {
  // Own entries only: the body is not verified yet, and `constructor`, `toString`… must not be taken for a tenant.
  return refs.map((ref) => {
    const own = Object.hasOwn(secrets.perTenant, ref) ? secrets.perTenant[ref] : undefined;
    return Array.isArray(own) && own.length ? own : secrets.global;
  });
}
