# syntax=docker/dockerfile:1
# Image of one service (services/<SERVICE>), built from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=identity --build-arg PORT=4101 \
#     -t art-marketplace/identity .
# Each service has its own copy with SERVICE and PORT fixed (services/<area>/Dockerfile, written by
# `node infra/bin/dockerfiles.mjs` from this file; infra/test fails when one is stale):
#   docker build -f services/identity/Dockerfile -t art-marketplace/identity .
# Stages: prune (only the service and the workspaces it uses, turbo prune) → build (npm ci with
# dev dependencies, turbo build) → deps (production dependencies only) → runtime (node:22-slim,
# built code and production node_modules, user node).
ARG NODE_IMAGE=node:22-slim
ARG SERVICE
ARG PORT

FROM ${NODE_IMAGE} AS prune
ARG SERVICE
ARG PORT
ARG TURBO_VERSION=2.11.9
WORKDIR /repo
RUN test -n "${SERVICE}" -a -n "${PORT}" \
 || (echo "build with --build-arg SERVICE=<folder under services/> --build-arg PORT=<its port>" && exit 1)
RUN npm install --global --no-audit --no-fund turbo@${TURBO_VERSION}
COPY . .
RUN turbo prune "$(node -p "require('./services/${SERVICE}/package.json').name")" --docker --out-dir /pruned \
 && cp tsconfig.base.json /pruned/full/

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
ARG SERVICE
WORKDIR /app
COPY --from=prune /pruned/json/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY --from=prune /pruned/full/ ./
RUN npx turbo run build --filter="./services/${SERVICE}" \
 && mkdir /built \
 && for dir in $(find packages services -name package.json -not -path '*/node_modules/*' -exec dirname {} \;); do \
      if [ -d "$dir/dist" ]; then mkdir -p "/built/$dir" && cp -R "$dir/dist" "/built/$dir/"; fi; \
    done

# The same pruned workspace, production dependencies only (no TypeScript, turbo or test helpers).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=prune /pruned/json/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
WORKDIR /app
# Owned by root and read-only for the service: the process cannot change its own code.
COPY --from=deps /app/ ./
COPY --from=build /built/ ./
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
# node:22-slim has no curl: the check is a fetch in node. /health answers while the process lives.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
