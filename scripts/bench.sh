#!/usr/bin/env bash
# `npm run bench [suite...]`: builds the production app, starts a throwaway PostgreSQL, measures.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/system-deps.sh
. scripts/lib/throwaway-pg.sh
ensure_chromium
ensure_postgres
npm run -s build >/dev/null
trap pg_stop_throwaway EXIT
pg_start_throwaway
# The bench runs the app's own sync code, whose imports use the @core/@sync/@/ aliases of this tsconfig.
TSX_TSCONFIG_PATH=tsconfig.e2e.json node --import tsx bench/run.ts "$@"
