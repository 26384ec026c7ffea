# syntax=docker/dockerfile:1
# Static image of one frontend remote (frontends/<REMOTE>), so that a team deploys its remote
# without the gateway; built from the repository root:
#   docker build -f infra/docker/remote.Dockerfile --build-arg REMOTE=catalogue -t art-marketplace/remote-catalogue .
# Each remote has its own copy with REMOTE fixed (frontends/<area>/Dockerfile, written by
# `node infra/bin/dockerfiles.mjs` from this file; infra/test fails when one is stale):
#   docker build -f frontends/catalogue/Dockerfile -t art-marketplace/remote-catalogue .
# Stages: prune (only the remote and the workspaces it uses, turbo prune) → build (npm ci with dev
# dependencies, turbo build of that remote only) → runtime (nginx-unprivileged, pinned: user nginx,
# port 8080, no Node) serving the remote's dist at /mf/<REMOTE>/ with infra/docker/remote-nginx.conf
# (CORS from ALLOW_ORIGIN, the gateway's cache policy, the build's .gz copies, nosniff).
ARG NODE_IMAGE=node:22-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG REMOTE

FROM ${NODE_IMAGE} AS prune
ARG REMOTE
ARG TURBO_VERSION=2.11.9
WORKDIR /repo
RUN test -n "${REMOTE}" \
 || (echo "build with --build-arg REMOTE=<folder under frontends/>" && exit 1)
RUN npm install --global --no-audit --no-fund turbo@${TURBO_VERSION}
COPY . .
RUN turbo prune "$(node -p "require('./frontends/${REMOTE}/package.json').name")" --docker --out-dir /pruned \
 && cp tsconfig.base.json /pruned/full/

FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1
ARG REMOTE
WORKDIR /app
COPY --from=prune /pruned/json/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY --from=prune /pruned/full/ ./
# PUBLIC_PATH unset: chunks load from wherever the manifest was fetched ('auto'), so the same
# build works behind the gateway and on this image's own origin.
RUN npx turbo run build --filter="./frontends/${REMOTE}" \
 && test -f "frontends/${REMOTE}/dist/mf-manifest.json" \
 && test -f "frontends/${REMOTE}/dist/remoteEntry.js"

FROM ${NGINX_IMAGE} AS runtime
ARG REMOTE
# The official image's entrypoint writes /etc/nginx/templates/*.template to /etc/nginx/conf.d/
# with envsubst at start; the filter keeps nginx's own $variables as they are. ALLOW_ORIGIN is the
# shell's origin (default *: a remote's files are public).
ENV REMOTE=${REMOTE} \
    ALLOW_ORIGIN=* \
    NGINX_ENVSUBST_FILTER=^REMOTE|^ALLOW_ORIGIN
COPY infra/docker/remote-nginx.conf /etc/nginx/templates/default.conf.template
# Only the built remote (its .br/.gz copies included), owned by root: read-only for nginx.
COPY --from=build /app/frontends/${REMOTE}/dist/ /usr/share/nginx/html/mf/${REMOTE}/
USER nginx
EXPOSE 8080
# busybox wget (alpine); the manifest is what the shell loads first.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q --spider "http://127.0.0.1:8080/mf/${REMOTE}/mf-manifest.json" || exit 1
