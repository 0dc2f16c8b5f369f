# The table server as an image: `docker compose up` runs it (docker-compose.yml), or alone:
#   docker build -t dead-drop . && docker run -p 2567:2567 -v dead-drop-data:/data dead-drop

# Build: every dependency, then the server (tsc) and the client (vite).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# The workshop (CLIs, load rooms, test drivers) is no part of the image; its manifest is here
# only because the lock file lists it as a workspace.
COPY workshop/package.json workshop/
RUN npm ci
COPY . .
RUN npm run build

# Run: the server's production dependencies only (no compiler, no bundler, no test tools), the
# built server, rules and client, and a user who can write nothing but its data folder.
FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
COPY workshop/package.json workshop/
RUN npm ci --omit=dev --workspace server && npm cache clean --force
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The tables (SQLite) and the alerts' keys: a volume, the one place the server writes.
RUN mkdir /data && chown node:node /data
VOLUME /data
ENV DATA_DIR=/data PORT=2567
USER node
EXPOSE 2567
# Alive: a supervisor restarts a process whose event loop no longer answers. Whether it can
# take a table (/readyz) is for the proxy in front to ask.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) is a graceful stop: tables closed, the store checkpointed, a scale-out's
# tables handed over at once (docs/scale-out.md).
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
