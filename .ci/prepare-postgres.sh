#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the data-layer tests and prints TEST_DATABASE_URL=... on success.
# Needs root on Debian (apt-get). Prints a notice and exits 0 without the line when it cannot.
set -uo pipefail

notice() { echo "notice: $*" >&2; exit 0; }

[ "$(id -u)" = "0" ] || notice "not root; skipping PostgreSQL"
command -v apt-get >/dev/null 2>&1 || notice "no apt-get (not Debian); skipping PostgreSQL"

if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } >&2 ||
    notice "apt-get install postgresql failed; skipping PostgreSQL"
fi
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bindir" ] || notice "PostgreSQL binaries not found; skipping"

# A free port, chosen by the kernel.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' 2>/dev/null || echo 54329)
datadir=$(mktemp -d /tmp/sabia-pg.XXXXXX)
chown postgres:postgres "$datadir" || notice "no postgres user; skipping"
password=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
pwfile=$(mktemp); echo "$password" > "$pwfile"; chown postgres "$pwfile"

run_pg() { su postgres -s /bin/sh -c "$*"; }
run_pg "'$bindir/initdb' -D '$datadir' -U postgres --pwfile='$pwfile' -A scram-sha-256 -E UTF8 --locale=C.UTF-8" >&2 ||
  notice "initdb failed; skipping PostgreSQL"
rm -f "$pwfile"
run_pg "'$bindir/pg_ctl' -D '$datadir' -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' -l '$datadir/server.log' -w start" >&2 ||
  notice "PostgreSQL did not start; skipping"
PGPASSWORD="$password" "$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "create database sabia_test" >&2 ||
  notice "could not create the test database; skipping"

echo "TEST_DATABASE_URL=postgres://postgres:${password}@127.0.0.1:${port}/sabia_test"
