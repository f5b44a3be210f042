#!/usr/bin/env bash
# Runs the whole test suite, the GUI tests included, on a virtual X display of their own:
# the same on a desktop (they never take your mouse) as on a server with no display at all.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "The window tests need Xvfb: sudo apt-get install -y xvfb xauth fonts-dejavu-core" >&2
    exit 1
fi
# -B and no -q: Maven then prints Surefire's "Tests run:" lines, which say how many tests ran.
exec xvfb-run -a -s "-screen 0 1920x1080x24" mvn -B verify "$@"
