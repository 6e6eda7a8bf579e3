#!/usr/bin/env bash
# Writes Tests/Fixtures/help/*.txt: every command's --help (and the root help) as the built
# springtool prints it. The help test compares them verbatim, so a change to help text is a
# deliberate change to these files, reviewed in the diff. Run after changing help text:
#   swift build && tools/help_fixtures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/springtool
out=Tests/Fixtures/help
mkdir -p "$out"
"$bin" --help > "$out/springtool.txt"
for command in $("$bin" --help | awk '/^SUBCOMMANDS:/ { on = 1; next } on && /^  [a-z]/ { print $1 }'); do
  "$bin" "$command" --help > "$out/$command.txt"
done
ls "$out"
