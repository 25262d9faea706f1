/**
 * Logs: one JSON line per event (pino), with the fields an operator filters on: `tenant`, `jobId`, `buildId`,
 * `durationMs`, `outcome`. On a terminal (stdout is a TTY) the same events are printed as short readable lines
 * instead; pino-pretty is not needed for that (a dozen lines below).
 *
 * Secrets never reach a log line: known keys are removed by pino's `redact` wherever they sit in an event
 * (headers, options, the environment), and the free-text progress lines are passed through `scrubText`, which
 * masks anything shaped like a webhook secret, a signature or a bearer token.
 */
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** Keys whose values are never logged, at the top level or one or two levels down. */
const SECRET_KEYS = [
  'secret',
  'secrets',
  'token',
  'password',
  'authorization',
  'cookie',
  'code',
  'otp',
  'webhook-signature',
  'signature',
  'WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'AWS_SECRET_ACCESS_KEY',
  'CDN_PURGE_TOKEN',
  'secretAccessKey',
];
export const REDACT_PATHS = SECRET_KEYS.flatMap((k) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(k) ? k : `["${k}"]`;
  const dot = key.startsWith('[') ? key : `.${key}`;
  return [key, `*${dot}`, `*.*${dot}`];
});

/** Masks secret-shaped text inside a free-text line (a progress line may quote a URL or an error). */
export function scrubText(line: string): string {
  return line
    .replace(/whsec_[A-Za-z0-9+/=]+/g, 'whsec_***')
    .replace(/\bv1,[A-Za-z0-9+/=]{20,}/g, 'v1,***')
    .replace(/\b(Bearer)\s+[^\s"',;]+/gi, '$1 ***')
    .replace(/([?&](?:token|code|otp|secret|key)=)[^&\s"']+/gi, '$1***')
    .replace(/(\/\/[^/\s:@]*:)[^@\s/]+@/g, '$1***@');
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** A destination that prints pino's JSON lines as `HH:MM:SS level message key=value…` for a person. */
export function humanStream(out: { write(s: string): unknown } = process.stdout): DestinationStream {
  return {
    write(line: string) {
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const { level, time, msg, pid: _pid, hostname: _host, ...rest } = event;
      const when = typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '';
      const name = LEVEL_NAMES[level as number] ?? '';
      const extra = Object.entries(rest)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ');
      out.write(`${when} ${name === 'info' ? '' : `${name} `}${String(msg ?? '')}${extra ? `  ${extra}` : ''}\n`);
    },
  };
}

export interface LoggerOptions {
  level?: LevelWithSilent;
  /** Where lines go; default stdout (human-readable when it is a terminal). Tests pass a collecting stream. */
  destination?: DestinationStream;
  /** Force the human format (default: stdout is a TTY and no destination is given). */
  pretty?: boolean;
  /** Fields on every line (`component`, `workerId`). */
  base?: Record<string, unknown>;
}

/** The process logger. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const pretty = opts.pretty ?? (!opts.destination && Boolean(process.stdout.isTTY));
  const destination = pretty ? humanStream() : (opts.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: opts.level ?? 'info',
      base: { pid: process.pid, ...opts.base },
      redact: { paths: REDACT_PATHS, censor: '***' },
      // The message is free text: mask anything secret-shaped in it too.
      hooks: {
        logMethod(args, method) {
          const last = args.length - 1;
          if (typeof args[last] === 'string') args[last] = scrubText(args[last]);
          method.apply(this, args);
        },
      },
    },
    destination,
  );
}

/**
 * The `log(line)` callback the build and the republish workers take (their tests pass their own), as an info
 * event of this logger; a line starting with ✗ or naming a failure is a warning.
 */
export function lineLogger(
  logger: Logger,
  fields: Record<string, unknown> = {},
): (line: string, more?: Record<string, unknown>) => void {
  // `more`: fields of the one line (the tenant a build's line is about, so the log can be filtered by business).
  return (line: string, more?: Record<string, unknown>) => {
    const text = line.replace(/^\n+/, '');
    const all = more ? { ...fields, ...more } : fields;
    // "done: 5 built, 0 failed" reports no failure: a run that went well is not a warning an alert would fire on.
    if (/✗|\bfailed\b|\berror\b/i.test(text.replace(/\b0 failed\b/g, ''))) logger.warn(all, text);
    else logger.info(all, text);
  };
}

/** A stream that keeps every line, for tests. */
export function memoryStream(): DestinationStream & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    write(s: string) {
      lines.push(...s.split('\n').filter(Boolean));
    },
  };
}
