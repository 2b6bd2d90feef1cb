# A PostgreSQL cluster that lives only for one test or bench run: its own directory, a free port
# on 127.0.0.1, no durability (fsync off), removed afterwards. Requires system-deps.sh.

PG_THROWAWAY_DIR=""
PG_THROWAWAY_AS=()

pg_start_throwaway() {
  local bindir port
  bindir=$(pg_bindir)
  PG_THROWAWAY_DIR=$(mktemp -d /tmp/treneris-pg.XXXXXX)
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  if [ "$(id -u)" = "0" ]; then
    # initdb refuses to run as root (DEVELOPERS.md): the cluster belongs to the postgres user.
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    chown postgres "$PG_THROWAWAY_DIR"
    PG_THROWAWAY_AS=(runuser -u postgres --)
  fi
  "${PG_THROWAWAY_AS[@]}" "$bindir/initdb" -D "$PG_THROWAWAY_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$PG_THROWAWAY_DIR/initdb.log" 2>&1 \
    || { cat "$PG_THROWAWAY_DIR/initdb.log" >&2; return 1; }
  "${PG_THROWAWAY_AS[@]}" "$bindir/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -l "$PG_THROWAWAY_DIR/server.log" -w \
    -o "-p $port -k $PG_THROWAWAY_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$PG_THROWAWAY_DIR/server.log" >&2; return 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "Throwaway PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

pg_stop_throwaway() {
  [ -n "$PG_THROWAWAY_DIR" ] || return 0
  "${PG_THROWAWAY_AS[@]}" "$(pg_bindir)/pg_ctl" -D "$PG_THROWAWAY_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_THROWAWAY_DIR"
  PG_THROWAWAY_DIR=""
}
