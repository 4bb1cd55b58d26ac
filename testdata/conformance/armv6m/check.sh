#!/bin/sh
# Checks the ARMv6-M conformance benchmarks in this folder (see README.md):
#  1. every NN_*.S assembles and links for cortex-m0 with no warning;
#  2. every file has its name line, both expect lines, and the mul=small
#     expect lines when it contains MULS;
#  3. count.py: derivation lines match the disassembly and the table, sums
#     match the expect lines, straight-line files are recounted from objdump;
#  4. if libunicorn and a C compiler are present (and NO_TRACE is unset):
#     count.py --trace also checks the execution counts of the derivations
#     by running every file under Unicorn (control flow only, no cycles).
# Usage: sh check.sh            (from any directory)
set -u
DIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail=0
n=0
for f in "$DIR"/[0-9][0-9]_*.S; do
	n=$((n + 1))
	b=$(basename "$f")
	if ! arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -nostdlib -nostartfiles \
		-Wl,-Ttext=0x08000000 -Wl,-Tdata=0x20000000 -Wl,-e,bench \
		"$f" -o "$TMP/x.elf" 2>"$TMP/err"; then
		echo "FAIL $b: does not assemble/link"; cat "$TMP/err"; fail=1; continue
	fi
	if [ -s "$TMP/err" ]; then
		echo "FAIL $b: warnings"; cat "$TMP/err"; fail=1
	fi
	for k in "cortex-m0plus" "cortex-m0"; do
		if ! grep -Eq "^@ expect $k: [0-9]+\$" "$f"; then
			echo "FAIL $b: no '@ expect $k:' line"; fail=1
		fi
	done
	grep -q '^@ name: ' "$f" || { echo "FAIL $b: no '@ name:' line"; fail=1; }
	if grep -Eq '^[[:space:]]*([0-9]+:)?[[:space:]]*muls[[:space:]]' "$f"; then
		for k in "cortex-m0plus" "cortex-m0"; do
			if ! grep -Eq "^@ expect $k mul=small: [0-9]+\$" "$f"; then
				echo "FAIL $b: has MULS but no '@ expect $k mul=small:' line"; fail=1
			fi
		done
	fi
done
echo "$n file(s) assembled and linked"

trace=""
if [ -z "${NO_TRACE:-}" ] && [ -f /usr/include/unicorn/unicorn.h ] && command -v cc >/dev/null 2>&1; then
	if cc -O1 -o "$TMP/trace" "$DIR/trace.c" -lunicorn 2>"$TMP/err"; then
		trace="--trace $TMP/trace"
	else
		echo "note: trace.c did not build, execution counts not checked"; cat "$TMP/err"
	fi
else
	echo "note: no libunicorn/cc (or NO_TRACE set): execution counts not checked"
fi
# shellcheck disable=SC2086
python3 "$DIR/count.py" $trace || fail=1
[ $fail -eq 0 ] && echo "all checks passed" || echo "CHECKS FAILED"
exit $fail
