# syntax=docker/dockerfile:1
# Image of the gateway with the built frontends it serves (frontends/<area>/dist, precompressed
# .br/.gz included), built from the repository root:
#   docker build -f infra/docker/gateway.Dockerfile -t art-marketplace/gateway .
# Stages: prune (turbo prune: the gateway and every frontend with the workspaces they use) →
# build (npm ci with dev dependencies, turbo build) → deps (the gateway's production dependencies
# only: no rspack, React or TypeScript at run time) → runtime (node:22-slim, user node).
ARG NODE_IMAGE=node:22-slim

FROM ${NODE_IMAGE} AS prune
ARG TURBO_VERSION=2.11.9
WORKDIR /repo
RUN npm install --global --no-audit --no-fund turbo@${TURBO_VERSION}
COPY . .
RUN turbo prune @art/gateway --docker --out-dir /pruned/runtime \
 && turbo prune @art/gateway $(node -p "require('fs').readdirSync('frontends').map((d) => 'frontends/' + d + '/package.json').filter(require('fs').existsSync).map((f) => require('./' + f).name).join(' ')") \
      --docker --out-dir /pruned/build \
 && cp tsconfig.base.json /pruned/build/full/

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=prune /pruned/build/json/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY --from=prune /pruned/build/full/ ./
# Which workspaces run in the gateway's process: their dist goes to the runtime stage.
COPY --from=prune /pruned/runtime/json/ /runtime-workspaces/
RUN npx turbo run build --filter=./gateway --filter="./frontends/*" \
 && mkdir /built \
 && for dir in $(cd /runtime-workspaces && find . -mindepth 2 -name package.json -exec dirname {} \;); do \
      if [ -d "$dir/dist" ]; then mkdir -p "/built/$dir" && cp -R "$dir/dist" "/built/$dir/"; fi; \
    done \
 && for dist in frontends/*/dist; do mkdir -p "/frontends/${dist#frontends/}" && cp -R "$dist/." "/frontends/${dist#frontends/}/"; done \
 && test -n "$(ls /frontends)"

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=prune /pruned/runtime/json/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
# Owned by root and read-only for the gateway: the process cannot change its own code.
COPY --from=deps /app/ ./
COPY --from=build /built/ ./
# The frontends the gateway serves at / and /mf/<area>/ (FRONTENDS_DIR defaults to /app/frontends).
COPY --from=build /frontends/ ./frontends/
WORKDIR /app/gateway
USER node
EXPOSE 8080
# node:22-slim has no curl: the check is a fetch in node. /health answers while the process lives.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
