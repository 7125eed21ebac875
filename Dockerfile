# syntax=docker/dockerfile:1.7
# The ICMS gateway, its workers and the web app, in one image (docs/deploy.md).
# Node 26 is the active LTS line; the tag is pinned to a release, bumped on purpose.
ARG NODE_IMAGE=node:26.12.1-bookworm-slim

# 1. Build: every workspace's dependencies, then the production build (web app, contracts, gateway).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY contracts/package.json contracts/
COPY apps/gateway/package.json apps/gateway/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build -w packages/protocol --if-present \
 && npm run build -w contracts \
 && npm run build -w apps/web \
 && npm run build -w apps/gateway

# 2. Run: the gateway's production dependencies only, the bundles, the migrations and the web app.
FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_DIST=/app/apps/web/dist \
    DATA_DIR=/data
WORKDIR /app
# pg_dump, pg_restore and psql for `npm run backup` and `npm run restore`, of the compose file's
# PostgreSQL major (17), from the PostgreSQL project's apt repository (Debian bookworm has 15).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
 && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
 && apt-get install -y --no-install-recommends postgresql-client-17 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/packages/protocol/package.json packages/protocol/
COPY --from=build /src/contracts/package.json contracts/
COPY --from=build /src/apps/gateway/package.json apps/gateway/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w apps/gateway \
 && npm cache clean --force
COPY --from=build /src/apps/gateway/dist apps/gateway/dist
COPY --from=build /src/apps/gateway/migrations apps/gateway/migrations
COPY --from=build /src/apps/web/dist apps/web/dist
COPY deploy/healthcheck.mjs /app/healthcheck.mjs
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# `docker run --init` or compose's `init: true` gives the process an init (signals, zombies).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/healthcheck.mjs"]
WORKDIR /app/apps/gateway
CMD ["node", "--enable-source-maps", "dist/bin/main.js"]
