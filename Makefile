# boardless: build, test and bench.
#
#   make setup   install what is missing (Debian packages, Go modules); idempotent
#   make         build build/boardless and the kernel images of every board
#   make install link $(PREFIX)/bin/boardless (default /usr/local/bin;
#                PREFIX=$$HOME/.local without root) to build/boardless
#   make bench   build BOARD's kernels only and run them on BOARD (default
#                nucleo-g071rb; BOARD=a,b for several), report in build/report/
#   make test    build everything and run every test
#
# Variables: BOARD, PREFIX, GO, GOFLAGS.

BOARD ?= nucleo-g071rb
GO ?= go
BOARDLESS_BIN := build/boardless
BOARDLESS = $(BOARDLESS_BIN)

APT_PACKAGES := libunicorn-dev libcapstone-dev gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib binutils-arm-none-eabi gcc-riscv64-unknown-elf binutils-riscv64-unknown-elf picolibc-riscv64-unknown-elf chromium

.DEFAULT_GOAL := all
.PHONY: all setup build install bench test test-short bench-speed pgo fuzz clean

all: build kernels

include kernels/kernels.mk
include kernels/sym.mk
include kernels/ecdsa_ed25519_rsa.mk
include kernels/curve448.mk
include calibrate/kit/kit.mk
include cmd/boardless/testdata/riscv/picosdk.mk

# The kernels' memory maps are made by our own linker-script command.
$(foreach b,$(KERNELS_BOARDS),$(KERNELS_OUT)/$(b)/memory.ld): | $(BOARDLESS_BIN)
$(foreach b,$(KERNELS_RV_BOARDS),$(KERNELS_OUT)/$(b)/board.ld): | $(BOARDLESS_BIN)
$(foreach b,$(KIT_BOARDS),$(KIT_OUT)/$(b)/memory.ld): | $(BOARDLESS_BIN)

# setup installs only what is missing, so a second run does nothing.
setup:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q $$missing; \
	else echo "Debian packages: all present"; fi
	$(GO) mod download

build: $(BOARDLESS_BIN)

$(BOARDLESS_BIN): cmd/boardless/default.pgo $(shell find . -name '*.go' -not -path './build/*') $(shell find . -path './build' -prune -o \( -name '*.c' -o -name '*.h' -o -name '*.json' \) -print) go.mod go.sum
	@mkdir -p $(@D)
	$(GO) build -o $@ -ldflags "-X main.version=$$(git describe --always --dirty 2>/dev/null || echo dev)" ./cmd/boardless

# Only the images of the boards benched (kernels.mk builds them per
# board): benching one board does not compile for fifteen.
comma := ,
BENCH_BOARDS := $(subst $(comma), ,$(BOARD))
BENCH_ELFS = $(foreach b,$(BENCH_BOARDS),$(foreach i,$(KERNELS_IMAGES),$(KERNELS_OUT)/$(b)/$(i).elf) \
             $(if $(filter $(b),$(KERNELS_HW_BOARDS)),$(KERNELS_OUT)/$(b)/hw.elf))

bench: build $(filter $(KERNELS_ELFS) $(KERNELS_RV_ELFS),$(BENCH_ELFS))
	$(BOARDLESS) bench --board $(BOARD) --out build/report

# install: $(PREFIX)/bin/boardless, a symbolic link to this checkout's
# build/boardless. Through the link the binary still finds build/kernels
# (bench, check, compare and sweep look for kernels/ beside the binary
# the link resolves to), and a rebuild needs no reinstall.
# PREFIX=$$HOME/.local installs into ~/.local/bin without root.
PREFIX ?= /usr/local
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	ln -sfn $(CURDIR)/$(BOARDLESS_BIN) $(DESTDIR)$(PREFIX)/bin/boardless
	@echo "$(DESTDIR)$(PREFIX)/bin/boardless -> $(CURDIR)/$(BOARDLESS_BIN)"

test: build kernels kit kernels-hosttest kernels-hosttest-sym kernels-hosttest-ecdsa-ed25519-rsa kernels-hosttest-curve448
	$(GO) vet ./...
	$(GO) test -timeout 20m ./kernels/ ./...  # the longest package first: the others fill the second core around it

test-short: build kernels kit
	$(GO) test -short ./cmd/boardless/ ./kernels/ ./sim/ ./...  # the longest first

# The speed benchmark: per core (M0+, M4F, M7, M33, A7), the ns per
# simulated instruction of each layer (Unicorn, store path, block hook,
# memory-hook slow path, data events, expansion, Go model; thread CPU
# time, min and median of 20 interleaved rounds), the simulated MIPS, and
# the full model alone on AES, SHA-2 and a public-key kernel
# (sim/speed_test.go).
#
# The binary is built with profile-guided optimisation: go build reads
# cmd/boardless/default.pgo, the CPU profile of BenchmarkFullModel and
# BenchmarkFullModelPK (the full model on each core family, on AES,
# SHA-2 and public-key code). The benchmark builds with it too, so
# that it times the binary's code. make pgo refreshes the profile; a
# stale one costs speed, never correctness.
PGO := $(CURDIR)/cmd/boardless/default.pgo

bench-speed: build kernels
	$(GO) test -pgo=$(PGO) -run '^$$' -bench '^BenchmarkLayers$$|^BenchmarkFullModel$$|^BenchmarkFullModelPK$$' -benchtime 20x ./sim/

pgo: build kernels
	$(GO) test -pgo=off -run '^$$' -bench '^BenchmarkFullModel$$|^BenchmarkFullModelPK$$' -benchtime 40x -cpuprofile $(PGO) ./sim/
	rm -f sim.test

# Bounded fuzzing of the input parsers and the emulator boundary (CI runs
# it). Counts, not durations: Go 1.26 can fail a -fuzztime duration run
# with "context deadline exceeded" (golang/go#75804).
fuzz: build kernels
	@set -e; fuzz() { timeout 300 $(GO) test -run '^$$' -fuzz "^$$2\$$" -fuzztime "$$3" "./$$1/"; }; \
	fuzz emu       FuzzLoadELF         120000x; \
	fuzz emu       FuzzRunCode            800x; \
	fuzz models    FuzzLoadProfileFile  15000x; \
	fuzz reference FuzzParse           300000x; \
	fuzz sim       FuzzParseArg         50000x; \
	fuzz sim       FuzzOpenBoard         8000x

clean:
	rm -rf build
