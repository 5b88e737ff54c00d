#!/bin/sh
# PostgreSQL's restore_command during a point-in-time recovery: fetches an archived WAL segment
# written by archive-wal.sh (docs/operations.md, "Restoring to a given minute").
#   restore_command = '/path/to/restore-wal.sh %f %p /var/lib/postgresql/wal-archive'
# Exits non-zero when the segment is not in the archive: PostgreSQL then knows it reached the end.
set -eu
name="$1"
dest="$2"
source="$3"
case "$source" in
  s3://*)
    aws s3 cp --only-show-errors "$source/$name" "$dest"
    ;;
  *)
    test -f "$source/$name"
    cp "$source/$name" "$dest"
    ;;
esac
