/**
 * Starts an HTTP server for a fetch handler (@hono/node-server) with limits that cut slow or idle clients off:
 * a client has `headersTimeout` to send its headers and `requestTimeout` for the whole request, body included,
 * so a sender trickling a body cannot hold a connection (and its memory) for long. Every server of the project
 * (npm start, npm run serve, the test server) listens through this.
 *
 * An idle keep-alive connection stays open 65 s, longer than the idle timeout of the proxy or CDN in front (AWS's
 * load balancers and most CDNs reuse an origin connection for up to 60 s): a server closing first races the next
 * request sent on that connection, which then fails with "socket hang up" (ECONNRESET), a 502 at the CDN. Node's
 * 5 s default lost that race in the browser tests, whose scripted requests come a few seconds apart (an axe scan
 * between two page requests). An idle socket costs a few kB; slow senders stay cut off by the two limits above.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';

export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname?: string;
  /** Milliseconds to receive the request headers (default 10 s). */
  headersTimeoutMs?: number;
  /** Milliseconds to receive the whole request (default 30 s). */
  requestTimeoutMs?: number;
  /** Milliseconds an idle keep-alive connection stays open (default KEEP_ALIVE_MS). */
  keepAliveTimeoutMs?: number;
}

/** How long an idle keep-alive connection stays open: past the 60 s a proxy in front keeps one (see above). */
export const KEEP_ALIVE_MS = 65_000;

/** Listens; resolves once the port is bound, with the server and its port. */
export async function listen(opts: ListenOptions): Promise<{ server: ServerType; port: number }> {
  const server = serve({
    fetch: opts.fetch,
    port: opts.port,
    hostname: opts.hostname ?? '127.0.0.1',
    serverOptions: {
      headersTimeout: opts.headersTimeoutMs ?? 10_000,
      requestTimeout: opts.requestTimeoutMs ?? 30_000,
      keepAliveTimeout: opts.keepAliveTimeoutMs ?? KEEP_ALIVE_MS,
      // How often Node checks the two timeouts above (default 30 s, which would double them).
      connectionsCheckingInterval: 1_000,
    },
  });
  const http = server as Server;
  await new Promise<void>((resolve, reject) => {
    if (http.listening) return resolve();
    http.once('listening', () => resolve());
    http.once('error', reject);
  });
  const address = http.address();
  return { server, port: typeof address === 'object' && address ? address.port : opts.port };
}

/** Where a script's socket comes from: the port and the environment variables that set it. */
export interface BindTarget {
  port: number;
  host: string;
  portVariable: string;
  hostVariable: string;
}

/**
 * The line a script prints when its socket cannot be bound, naming the variable to change; null for any other
 * error (which keeps its stack trace). `npm start` with a port already taken used to end in a raw EADDRINUSE trace.
 */
export function listenFailure(error: unknown, target: BindTarget): string | null {
  const { port, host, portVariable, hostVariable } = target;
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return `port ${port} is already in use: stop what runs there, or set ${portVariable} to a free port (${portVariable}=${port + 1})`;
    case 'EACCES':
      return `port ${port} needs privileges this process does not have: set ${portVariable} to a port above 1023`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `${host} is not an address of this machine: set ${hostVariable} to one (127.0.0.1 or 0.0.0.0)`;
    default:
      return null;
  }
}

/** Runs `bind`; a known socket error ends the process with one line and exit code 1 instead of a stack trace. */
export async function bindOrExit<T>(
  bind: () => Promise<T>,
  target: BindTarget,
  print: (line: string) => void,
): Promise<T> {
  try {
    return await bind();
  } catch (error) {
    const line = listenFailure(error, target);
    if (!line) throw error;
    print(line);
    process.exit(1);
  }
}
