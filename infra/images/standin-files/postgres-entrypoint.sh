#!/bin/sh
# What the official postgres image's entrypoint does that the compose file uses: a cluster made at
# the first start (POSTGRES_USER, POSTGRES_HOST_AUTH_METHOD, POSTGRES_INITDB_ARGS), the files of
# /docker-entrypoint-initdb.d run once, then the server as user postgres on every address.
set -eu
if [ "${1:-postgres}" = postgres ]; then [ $# -gt 0 ] && shift; else exec "$@"; fi
user=${POSTGRES_USER:-postgres}
auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" postgres "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -n "${POSTGRES_PASSWORD:-}" ]; then
    printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
    initdb -D "$PGDATA" -U "$user" --pwfile=/tmp/pwfile ${POSTGRES_INITDB_ARGS:-}
    rm -f /tmp/pwfile
  elif [ "$auth" = trust ]; then
    initdb -D "$PGDATA" -U "$user" ${POSTGRES_INITDB_ARGS:-}
  else
    echo "set POSTGRES_PASSWORD, or POSTGRES_HOST_AUTH_METHOD=trust" >&2
    exit 1
  fi
  printf 'host all all all %s\n' "$auth" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/var/run/postgresql" -w start
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sql) echo "$0: running $f"; psql -v ON_ERROR_STOP=1 -h /var/run/postgresql -U "$user" -d postgres -f "$f" ;;
      *.sh) echo "$0: running $f"; . "$f" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
