# Orbit's image: built in one stage, run from a slim one as the unprivileged `node` user.
#   docker build -t orbit .
#   docker compose up --build     (compose.yaml: PostgreSQL, Redis, two Orbit nodes, a proxy)
# The image runs what `npm start` runs after its build: node apps/server/dist/main.js.

# --- the workspaces' manifests, which both installs below start from ---------------------------
FROM node:20-bookworm-slim AS manifests
WORKDIR /orbit
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/games/package.json packages/games/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# --- build: the web client and the server ahead of time ------------------------------------
FROM manifests AS build
RUN npm install --no-audit --no-fund --workspace apps/server --workspace apps/web
COPY packages packages
COPY apps apps
RUN npm run build

# --- runtime packages only: the server's and those the web client's server rendering loads -
FROM manifests AS packages
RUN npm install --omit=dev --no-audit --no-fund --workspace apps/server --workspace apps/web \
  && mkdir -p apps/server/node_modules apps/web/node_modules

# --- run -------------------------------------------------------------------------------------
FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX: glibc gives each thread that allocates (V8's helpers, libuv's pool compressing
# pages) an arena of its own, kept at its high-water mark; two shared arenas hold ~11 MB less at
# idle and after pages (docs/scale.md, "One node on the embedded database").
ENV NODE_ENV=production DATA_DIR=/var/lib/orbit PORT=3000 MALLOC_ARENA_MAX=2
WORKDIR /orbit
COPY --from=packages /orbit/node_modules node_modules
COPY --from=packages /orbit/apps/server/node_modules apps/server/node_modules
COPY --from=packages /orbit/apps/web/node_modules apps/web/node_modules
COPY --from=build /orbit/apps/server/package.json apps/server/
COPY --from=build /orbit/apps/server/dist apps/server/dist
COPY --from=build /orbit/apps/server/drizzle apps/server/drizzle
COPY --from=build /orbit/apps/web/package.json apps/web/
COPY --from=build /orbit/apps/web/build apps/web/build
RUN mkdir -p /var/lib/orbit && chown node:node /var/lib/orbit
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM lets requests in flight finish (README, "Production"); compose allows it 30 s.
# A smaller young generation, two V8 helper threads and no source maps held in memory: ~55 MB less
# resident (docs/scale.md, "One node on the embedded database"). NODE_OPTIONS=--enable-source-maps maps
# stack traces to the TypeScript.
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=2", "apps/server/dist/main.js"]
