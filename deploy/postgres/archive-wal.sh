#!/bin/sh
# PostgreSQL's archive_command: keeps each finished WAL segment, for point-in-time recovery
# (docs/operations.md, "Restoring to a given minute").
#   archive_command = '/path/to/archive-wal.sh %p %f /var/lib/postgresql/wal-archive'
#   archive_command = '/path/to/archive-wal.sh %p %f s3://bucket/wal'      (needs the aws CLI)
# A segment is never overwritten: the same name with other bytes fails, so PostgreSQL keeps it and
# retries, and the alert on pg_stat_archiver's failures fires.
set -eu
src="$1"
name="$2"
target="$3"
case "$target" in
  s3://*)
    aws s3 cp --only-show-errors "$src" "$target/$name"
    ;;
  *)
    dest="$target/$name"
    if [ -f "$dest" ]; then
      cmp -s "$src" "$dest" && exit 0
      echo "archive-wal: $dest exists with other contents" >&2
      exit 1
    fi
    # Written under another name and renamed: a segment cut short by a crash is never taken for whole.
    cp "$src" "$dest.part"
    sync "$dest.part"
    mv "$dest.part" "$dest"
    ;;
esac
