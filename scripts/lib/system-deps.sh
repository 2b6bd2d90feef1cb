# Installs the Debian packages the test and bench runs need, when they are missing.
# Sourced by scripts/test.sh and scripts/bench.sh.

apt_install() {
  if [ "$(id -u)" != "0" ]; then
    echo "Missing system packages: $*" >&2
    echo "Install them with: sudo apt-get install -y $*" >&2
    return 1
  fi
  echo "Installing from apt: $*"
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine may have no package lists at all.
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}

chromium_path() {
  echo "${CHROMIUM_PATH:-/usr/bin/chromium}"
}

ensure_chromium() {
  [ -x "$(chromium_path)" ] || apt_install chromium
  [ -x "$(chromium_path)" ] || { echo "Chromium is still missing at $(chromium_path)" >&2; return 1; }
}

pg_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

ensure_postgres() {
  pg_bindir >/dev/null || apt_install postgresql
  pg_bindir >/dev/null || { echo "PostgreSQL server binaries are still missing" >&2; return 1; }
}

# The server tests make a throwaway certificate for the push service they run (tests/setup/push-certificate.ts).
ensure_openssl() {
  command -v openssl >/dev/null || apt_install openssl
}
