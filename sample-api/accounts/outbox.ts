/**
 * The development outbox: where the sample API "sends" one-time codes instead of an SMS or WhatsApp gateway.
 * Each message is printed to the console with a clear prefix (so a person running `npm start` can log in) and
 * kept in memory (the last MAX_MESSAGES) for tests, which read it through `GET /__test/outbox`. A code is never
 * part of any API answer.
 */
export const OUTBOX_PREFIX = '[sample-api outbox]';
const MAX_MESSAGES = 500;

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'whatsapp';
  /** '+96555512345'. */
  to: string;
  phone: string;
  dial_code: string;
  reference_id: string;
  purpose: string;
  code: string;
  text: string;
  sent_at: string;
}

// console.log is looked up on each line (not bound once), so a test's spy on it sees the lines.
export function createOutbox(log: (line: string) => void = (line) => console.log(line)) {
  const messages: OutboxMessage[] = [];
  let next = 1;
  return {
    send(message: Omit<OutboxMessage, 'id'>): void {
      messages.push({ id: next++, ...message });
      if (messages.length > MAX_MESSAGES) messages.shift();
      log(`${OUTBOX_PREFIX} ${message.channel} to ${message.to} (${message.reference_id}): ${message.text}`);
    },
    /** Messages to a phone (E.164 or national digits; all when empty), oldest first. */
    list(phone = ''): OutboxMessage[] {
      const wanted = phone.replace(/[\s\-().]/g, '');
      return messages.filter((m) => !wanted || m.to === wanted || m.phone === wanted || m.to === `+${wanted}`);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
