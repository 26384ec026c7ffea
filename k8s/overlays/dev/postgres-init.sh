#!/bin/sh
# First start of the development PostgreSQL (an empty volume), run by the image's entrypoint as
# the superuser: for each service a role that owns its database and nothing else, the database
# (UTF-8, C.utf8 collation and character type, so pg_trgm makes trigrams of Devanagari and
# Chinese) with CONNECT taken from PUBLIC, and pg_trgm in it. Each role's password is the one in
# its service's DATABASE_URL (<AREA>_DATABASE_URL, from art-secrets): one place to change it.
set -eu

# postgres://<role>:<password>@<host>:<port>/<database> → <password>
password_of() {
  rest=${1#*://*:}
  printf '%s' "${rest%%@*}"
}

for area in identity catalogue social commerce messaging notification moderation; do
  url=$(printenv "$(printf '%s' "$area" | tr '[:lower:]' '[:upper:]')_DATABASE_URL")
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v role="$area" -v password="$(password_of "$url")" -v db="art_$area" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"role" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.utf8' LC_CTYPE 'C.utf8';
REVOKE CONNECT, TEMPORARY ON DATABASE :"db" FROM PUBLIC;
\connect :"db"
CREATE EXTENSION IF NOT EXISTS pg_trgm;
SQL
done
