/**
 * The one Buffer call the shared request-path check makes (src/server/requestPath.ts: byte lengths), for the
 * worker bundle: esbuild injects this in place of Node's global, so the worker needs no nodejs_compat flag.
 */
const encoder = new TextEncoder();
export const Buffer = { byteLength: (s: string) => encoder.encode(s).length };
