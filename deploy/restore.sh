#!/usr/bin/env bash
# Restores a file written by deploy/backup.sh, reading DATABASE_URL and DATA_DIR as the server does.
#   PostgreSQL: into the (empty, or to be replaced) database DATABASE_URL names, in one
#   transaction; stop every Incasso process first, or restore into a new database and point
#   DATABASE_URL at it.
#   PGlite: into DATA_DIR (default ./data), which must be empty or absent; the server stopped.
# Usage: deploy/restore.sh FILE
set -euo pipefail
in=${1:?usage: deploy/restore.sh FILE}

if [ -n "${DATABASE_URL:-}" ]; then
  pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction \
    --exit-on-error --dbname="$DATABASE_URL" "$in"
else
  dir=${DATA_DIR:-./data}
  if [ -d "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    echo "restore: $dir is not empty: move it aside first" >&2
    exit 1
  fi
  mkdir -p "$dir"
  tar -C "$dir" -xzf "$in"
fi
echo "restore: $in restored"
