/**
 * What the islands need to know about the outside world, fixed at build time and written into the pages:
 * where the restaurant API answers the browser, the map tiles and the geocoder (design: "The tile URL must be
 * configurable so tests serve local tiles"). Defaults point at the restaurant API the build used, which is the
 * bundled sample API locally: it serves tiles and a Nominatim-compatible geocoder too.
 */
export interface ClientConfig {
  /** Base URL of the restaurant API as the browser reaches it (no trailing slash). */
  apiUrl: string;
  /** Leaflet tile URL template, `{z}/{x}/{y}` (and optionally `{s}`). */
  tileUrl: string;
  /** Attribution shown on the map (HTML not allowed: plain text). */
  tileAttribution: string;
  /** Base URL of a Nominatim-compatible geocoder (`/search`, `/reverse` below it). */
  geocoderUrl: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The client configuration from the environment: PUBLIC_API_URL, TILE_URL, TILE_ATTRIBUTION, GEOCODER_URL. */
export function clientConfigFromEnv(
  apiBaseUrl: string,
  env: Record<string, string | undefined> = process.env,
): ClientConfig {
  const apiUrl = trim(env.PUBLIC_API_URL || apiBaseUrl);
  return {
    apiUrl,
    tileUrl: env.TILE_URL || `${apiUrl}/tiles/{z}/{x}/{y}.png`,
    tileAttribution: env.TILE_ATTRIBUTION ?? (env.TILE_URL ? '© OpenStreetMap contributors' : 'Sample tiles'),
    geocoderUrl: trim(env.GEOCODER_URL || `${apiUrl}/geocode`),
  };
}

/** A tenant's client configuration: the one its snapshot was built with, or the environment's for its API. */
export function clientConfigOf(snapshot: { client?: ClientConfig | undefined; apiBaseUrl: string }): ClientConfig {
  return snapshot.client ?? clientConfigFromEnv(snapshot.apiBaseUrl);
}
