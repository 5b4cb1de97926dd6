# syntax=docker/dockerfile:1
# The production image: Node 24 LTS (.nvmrc), the compiled server and web app, the catalogue and the server's
# production dependencies, run as the unprivileged `node` user. .ci/image-steps runs the same steps without
# Docker; keep the two in step.
ARG NODE_IMAGE=node:24.21-bookworm-slim
# better-sqlite3 is compiled against Node 24.18.1's headers, as in .ci/use-node: from 24.19.0 on,
# node_object_wrap.h makes it abort the process when V8 collects one of its statements outside JavaScript
# (nodejs/node#65446). The ABI is the same across 24.x, so the module runs on NODE_IMAGE's Node.
ARG BUILD_NODE_IMAGE=node:24.18.1-bookworm-slim

# better-sqlite3 is compiled here, as in CI, rather than downloaded; node-gyp takes the image's own headers.
FROM ${BUILD_NODE_IMAGE} AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_build_from_source=better-sqlite3 npm_config_nodedir=/usr/local
WORKDIR /app
# Every workspace's package.json: npm ci checks the lock against all of them.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY stomp-server/package.json stomp-server/
COPY web/package.json web/
COPY data/pipeline/package.json data/pipeline/

FROM toolchain AS build
RUN npm ci
COPY . .
RUN npm run build

# Only the server's runtime dependencies: the web app's are bundled into web/dist, the contract and stomp-server
# into server/dist (whose own dependencies, ws and @fastify/proxy-addr, come with the server's).
FROM toolchain AS production-dependencies
RUN npm ci --omit=dev --workspace server

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY package.json ./
COPY server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY data/names.csv data/popularity.csv data/countries.csv data/links.csv data/namedays.csv data/pronunciations.csv data/spellings.csv data/
# The default DATABASE_URL (sqlite:.data/…) needs a folder the node user may write; mount a volume there.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 8080}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
