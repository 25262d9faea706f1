/**
 * Newsletter subscribers of the sample API (Business.newsletter): one row per business and address (lower-cased by
 * src/domain/newsletter.ts), in the accounts database. There is no mail: a real API would confirm the address
 * (double opt-in) before sending anything; the sample API records the sign-up and answers.
 */
import type { DatabaseSync } from 'node:sqlite';

export function createNewsletter(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS newsletter_subscribers (
    business_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (business_id, email)
  )`);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO newsletter_subscribers (business_id, email, locale, created_at) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE business_id = ?');
  return {
    /** Adds an address to a business's list: 'new', or 'already' when it was on it. */
    subscribe(businessId: number, email: string, locale: string, now: Date): 'new' | 'already' {
      const changes = Number(insert.run(businessId, email, locale, now.toISOString()).changes);
      return changes === 1 ? 'new' : 'already';
    },
    /** How many addresses a business's list holds. */
    count: (businessId: number): number => Number((count.get(businessId) as { n: number }).n),
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
