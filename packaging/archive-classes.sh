#!/usr/bin/env bash
# Writes lib/app/ludoteka.jsa, the class-data-sharing archive that makes the window open faster: the
# program is launched once (on the display, or a virtual one) and ends once every screen is built. The
# archive names the class path, so it is made where the application lies.
set -euo pipefail
lib="$(cd "$(dirname "$0")" && pwd)"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
run=("$lib/runtime/bin/java" -XX:ArchiveClassesAtExit="$lib/app/ludoteka.jsa" -Dludoteka.exitOnceBuilt=true
     -Dludoteka.home="$home" -cp "$lib/app/ludoteka.jar" org.ludoteka.Main)
rm -f "$lib/app/ludoteka.jsa"
if [ -n "${DISPLAY:-}" ]; then
    "${run[@]}" >/dev/null 2>&1
elif command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1920x1080x24" "${run[@]}" >/dev/null 2>&1
else
    exit 1
fi
test -f "$lib/app/ludoteka.jsa"
