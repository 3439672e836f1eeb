#!/bin/sh
# Regenerate fixtures/cron/quartz-reference.json from Quartz itself (Debian: apt-get install libquartz2-java).
# Run from the repository root. Needs Java 11+ (single-file source launch).
set -eu
JAR="${QUARTZ_JAR:-/usr/share/java/quartz2.jar}"
exec java -cp "$JAR" scripts/quartz/QuartzReference.java fixtures/cron/quartz-expressions.txt fixtures/cron/quartz-reference.json
