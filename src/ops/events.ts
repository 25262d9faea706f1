/**
 * What a republish worker reports when a job's run ends, for the structured log (one JSON line with these fields)
 * and the operator status page (the last run of each tenant in this process). The republish workers take an
 * optional sink of these; without one they keep writing their text line to `log`.
 */
export interface BuildEvent {
  tenant: string;
  jobId: string | number;
  buildId?: string;
  durationMs: number;
  outcome: 'published' | 'failed' | 'retry' | 'stopped' | 'superseded';
  /** The error in words (its first line). */
  error?: string;
  /** What a published release lacks (pictures left out), in words. */
  warning?: string;
  attempt?: number;
  workerId?: string;
  /** When the run ended (ms since the epoch). */
  at: number;
}

/** Receives an event and the same thing as the text line the worker used to print. */
export type BuildEventSink = (event: BuildEvent, line: string) => void;

/** The first line of an error, without the class name a stack starts with. */
export function errorInWords(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  return (text.split('\n')[0] ?? '').replace(/^(?:[A-Z]\w*Error|Error): /, '').slice(0, 500);
}
