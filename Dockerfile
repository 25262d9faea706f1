# syntax=docker/dockerfile:1
# The storefront for operators (README "Running it in containers"): the site server by default (`npm start`), a
# republish worker with `npm run worker`; compose.yaml runs the site, two workers, Redis and MinIO.
# Node 24 comes from the base image (the `node` devDependency is left out with the other dev tools). Chromium is not
# needed at run time: only the browser tests use it.

# 1. Production dependencies only: no test tools, no Playwright, no bundled Node.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2. The runtime: the sources (TypeScript runs as it is on Node 24) and the dependencies of stage 1.
FROM node:24-slim
ENV HOST=0.0.0.0 \
    PORT=4321 \
    VAR_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# /data: releases, the picture cache, the SQLite queue; /app/var/render: the app bundle, made by the first build.
RUN mkdir -p /data /app/var && chown node:node /data /app/var
USER node
VOLUME ["/data"]
EXPOSE 4321
# npm passes SIGTERM on to the script; the script aborts its running build and exits within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
