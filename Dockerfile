# syntax=docker/dockerfile:1
# The reference server as an image: the client (Vite) and the server (tsc, scripts/build-server.mjs)
# are built in one stage; the image runs the compiled server on plain node with only the
# production dependencies, as the unprivileged node user. compose.yaml runs three of them behind
# HAProxy; `npm run cluster` runs the same topology without containers (docs/operations.md).

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: sharp's native part is a prebuilt optional package, nothing else builds.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# MALLOC_ARENA_MAX: as sharp advises on glibc (docs/operations.md, Memory).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=8080 \
    METRICS_PORT=9100 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY package.json ./
# Without DATABASE_URL the embedded database keeps its files here: the one folder the server writes.
RUN mkdir data && chown node:node data
USER node
EXPOSE 8080 9100
# Ready: the database answers, migrations are current and the live stream follows the log.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (docs/operations.md, Stopping): node is PID 1 and handles it itself.
CMD ["node", "--enable-source-maps", "dist-server/server/main.js"]
