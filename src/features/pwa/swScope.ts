/**
 * Where the service worker runs (sw.ts): its scope `/{ref}` and origin, its release's build id (replaced in the
 * bundle: src/build/pwaFiles.ts), the names of its caches and the event types of a worker.
 */
import type { WorkerMessage } from './swRules.ts';

// The worker's own event types (the DOM library of the project has no service worker types, and the webworker
// library cannot be loaded beside it).
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: WorkerMessage): void } | null;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

export const worker = self as unknown as WorkerScope;
export const BUILD: string = 'BUILD_ID_PLACEHOLDER';
export const origin = worker.location.origin;
export const base = worker.location.pathname.replace(/\/sw\.js$/, '');
const PREFIX = `sf:${base.slice(1)}:`;
export const CURRENT = `${PREFIX}${BUILD}`;
export const STATE = `${PREFIX}state`;
export const LIST_URL = `${origin}${base}/builds/offline.json`;
export const STATE_URL = `${origin}${base}/builds/visitor.json`;

/** A cache of this business's releases (the visitor state is not one). */
export const isOurs = (name: string) => name.startsWith(PREFIX) && name !== STATE;
