/** The one way the sample API answers JSON: UTF-8 JSON, never cached (spec §7 clients send no-cache too). */
export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/** The request's notion of "now": the `x-current-time` header (ISO string, spec §7) or the server clock. */
export function requestNow(header: string | undefined, clock: () => Date = () => new Date()): Date {
  if (header) {
    const parsed = new Date(header);
    if (Number.isFinite(parsed.getTime())) return parsed;
  }
  return clock();
}
