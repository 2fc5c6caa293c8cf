# The intake API alone (server/intake/main.ts), for Cloud Run behind the Firebase Hosting rewrite of
# /api/** (firebase.json). No static site and no Next build: only what the API imports.
#
#   docker build -t haritsat-intake .
#   docker run --rm -p 8080:8080 -e FIREBASE_PROJECT_ID=<project> -e SMTP_URL=smtps://<user>:<pass>@<host>:465 \
#     -e MAIL_FROM='HaritSat website <no-reply@haritsat.in>' haritsat-intake
#
# SMTP_URL is required (NODE_ENV=production): without it no lead would reach the team. LEADS_WEBHOOK_URL and
# LEADS_WEBHOOK_SECRET add a signed webhook (docs/intake.md).
#
# Without FIREBASE_PROJECT_ID (or FIRESTORE_EMULATOR_HOST) records go to /app/data/*.jsonl, which a
# container loses when it stops: production sets FIREBASE_PROJECT_ID (credentials come from the
# service account, Application Default Credentials).
# Node 22, the maintained LTS line (Node 20 reached end of life in April 2026); the code needs 20.9 or later.
FROM node:22-slim

# INTAKE_TRUST_PROXY=2: behind the Firebase Hosting rewrite, Hosting and then Cloud Run's front end each
# append one address to X-Forwarded-For; the client is the address before those two, and anything further
# left is whatever the client wrote itself.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    INTAKE_TRUST_PROXY=2 \
    NEXT_TELEMETRY_DISABLED=1

WORKDIR /app

# Production dependencies only: tsx is one of them (the API runs from its TypeScript sources).
# No install scripts (package.json "allowScripts" denies them too). npm ci can refuse a lock file
# made where other platforms' optional binaries were unreachable (see .ci/run); then install the
# locked versions without rewriting the lock.
COPY package.json package-lock.json ./
RUN (npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
     || npm install --omit=dev --ignore-scripts --no-audit --no-fund --no-save) \
 && npm cache clean --force

COPY tsconfig.json ./
# content/: the facts of site.ts and the catalogue that orders are priced from (Firestore's, when configured).
COPY content/ content/
COPY lib/ lib/
COPY server/fastify-options.ts server/
COPY server/intake/ server/intake/
COPY server/leads/ server/leads/
COPY server/staff/ server/staff/
COPY scripts/content/codec.ts scripts/content/

RUN mkdir -p /app/data && chown node:node /app/data
USER node

EXPOSE 8080
# Ready when the store takes a write (GET /api/health); Cloud Run's own startup probe can use the same path.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 (no npm or npx wrapper), so SIGTERM from Cloud Run reaches the server, which
# finishes pending writes before it exits. It starts only once it has proved it can write its store.
CMD ["node", "--import", "tsx", "server/intake/main.ts"]
