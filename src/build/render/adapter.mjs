// The storefront's own Astro adapter: the app is bundled once in server output, and the build worker renders
// every tenant's pages by calling the bundled app in-process (Request → Response, no HTTP server).
// The server entry is `entry.ts` beside this file; see src/build/render/bundle.ts.

/** @returns {import('astro').AstroIntegration} */
export default function storefrontRenderer() {
  return {
    name: 'storefront-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'storefront-renderer',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            serverOutput: 'stable',
            staticOutput: 'stable',
            hybridOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
