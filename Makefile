# boardless: build, test and bench.
#
#   make setup   install what is missing (Debian packages, Go modules); idempotent
#   make bench   build the kernels and run them on BOARD (default nucleo-g071rb)
#   make test    build everything and run every test
#
# Variables: BOARD, GO, GOFLAGS.

BOARD ?= nucleo-g071rb
GO ?= go
BOARDLESS_BIN := build/boardless
BOARDLESS = $(BOARDLESS_BIN)

APT_PACKAGES := libunicorn-dev libcapstone-dev gcc-arm-none-eabi libnewlib-arm-none-eabi binutils-arm-none-eabi

.DEFAULT_GOAL := all
.PHONY: all setup build bench test test-short bench-speed clean

all: build kernels

include kernels/kernels.mk

# The kernels' memory maps are made by our own linker-script command.
$(foreach b,$(KERNELS_BOARDS),$(KERNELS_OUT)/$(b)/memory.ld): | $(BOARDLESS_BIN)

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

$(BOARDLESS_BIN): $(shell find . -name '*.go' -not -path './build/*') $(shell find . -path './build' -prune -o \( -name '*.c' -o -name '*.h' -o -name '*.json' \) -print) go.mod go.sum
	@mkdir -p $(@D)
	$(GO) build -o $@ -ldflags "-X main.version=$$(git describe --always --dirty 2>/dev/null || echo dev)" ./cmd/boardless

bench: build kernels
	$(BOARDLESS) bench --board $(BOARD)

test: build kernels kernels-hosttest
	$(GO) vet ./...
	$(GO) test -timeout 20m ./...

test-short: build kernels
	$(GO) test -short ./...

# The speed benchmark: simulated MIPS with the full model next to raw Unicorn.
bench-speed: build kernels
	$(GO) test -run '^$$' -bench . -benchtime 3x -count 5 ./sim/

clean:
	rm -rf build
