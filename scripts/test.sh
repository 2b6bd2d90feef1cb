#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest. Installs Chromium, OpenSSL and
# PostgreSQL from apt when they are missing (as root), and runs PostgreSQL only for this run.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/system-deps.sh
. scripts/lib/throwaway-pg.sh

step() {
  local name=$1 started
  shift
  started=$(date +%s)
  echo
  echo "━━ $name"
  "$@"
  echo "━━ $name: passed in $(($(date +%s) - started))s"
}

step "system packages (Chromium, PostgreSQL, OpenSSL)" bash -c '. scripts/lib/system-deps.sh && ensure_chromium && ensure_postgres && ensure_openssl'
# Side by side: each is one process on one core, and CI machines have two.
both() {
  local typecheck lint status=0
  typecheck=$(mktemp)
  lint=$(mktemp)
  npm run -s typecheck >"$typecheck" 2>&1 &
  local typecheck_pid=$!
  npm run -s lint >"$lint" 2>&1 &
  local lint_pid=$!
  wait "$typecheck_pid" || { echo "typecheck failed:"; status=1; }
  cat "$typecheck"
  wait "$lint_pid" || { echo "lint failed:"; status=1; }
  cat "$lint"
  rm -f "$typecheck" "$lint"
  return "$status"
}
step "typecheck, and lint (zero warnings) and formatting" both
step "translations (extract, every Latvian message present)" npm run -s i18n:check

trap pg_stop_throwaway EXIT
pg_start_throwaway
step "vitest: unit, DOM, server on PGlite and on PostgreSQL" npx vitest run
step "production build" npm run -s build
step "playwright in Chromium against the production server" npx playwright test
echo
echo "All checks passed."
