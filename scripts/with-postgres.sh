#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster in a temp dir,
# on a free port; the cluster is removed when the command ends, whatever its outcome.
# Usage: scripts/with-postgres.sh npm test
set -euo pipefail

for bin in initdb pg_ctl pg_isready; do
  command -v "$bin" >/dev/null || { echo "with-postgres: $bin not found (install PostgreSQL 15)" >&2; exit 1; }
done

dir=$(mktemp -d /tmp/moyuan-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

# initdb refuses to run as root; CI runs as root, so the cluster belongs to an unprivileged user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" pg_ctl -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${as_owner[@]}" initdb -D "$dir/data" -U moyuan --auth=trust --encoding=UTF8 --no-locale >/dev/null
"${as_owner[@]}" pg_ctl -D "$dir/data" -l "$dir/log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
until pg_isready -q -h 127.0.0.1 -p "$port"; do sleep 0.2; done
"${as_owner[@]}" createdb -h 127.0.0.1 -p "$port" -U moyuan moyuan_test
# pg_trgm once, in public: parallel tests each migrate a schema of their own and would race to install it.
"${as_owner[@]}" psql -q -h 127.0.0.1 -p "$port" -U moyuan -d moyuan_test -c "create extension if not exists pg_trgm with schema public" >/dev/null

export DATABASE_URL="postgres://moyuan@127.0.0.1:$port/moyuan_test"
echo "with-postgres: PostgreSQL on port $port ($DATABASE_URL)"
"$@"
