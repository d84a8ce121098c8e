#!/usr/bin/env bash
# Backs Incasso's database up to one file, reading DATABASE_URL and DATA_DIR as the server does.
#   PostgreSQL (DATABASE_URL set): pg_dump's custom format, while the service runs.
#   PGlite (no DATABASE_URL): DATA_DIR (default ./data) as a tar.gz; stop the server first,
#   its one process owns those files.
# Usage: deploy/backup.sh FILE
set -euo pipefail
out=${1:?usage: deploy/backup.sh FILE}

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --no-privileges --file="$out" "$DATABASE_URL"
else
  dir=${DATA_DIR:-./data}
  if [ ! -d "$dir/pglite" ]; then
    echo "backup: no embedded database in $dir/pglite (set DATA_DIR, or DATABASE_URL for PostgreSQL)" >&2
    exit 1
  fi
  if [ -e "$dir/pglite/postmaster.pid" ]; then
    echo "backup: the server is running on $dir (or crashed): stop it first; if none runs, delete $dir/pglite/postmaster.pid" >&2
    exit 1
  fi
  tar -C "$dir" -czf "$out" .
fi
echo "backup: written to $out"
