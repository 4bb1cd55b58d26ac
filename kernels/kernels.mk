# kernels.mk - build rules for the boardless crypto kernel images.
#
# Included by the top-level Makefile, or used on its own from the repo root:
#     make -f kernels/kernels.mk kernels            # all boards
#     make -f kernels/kernels.mk kernels-hosttest   # host KAT/cross tests
#     make -f kernels/kernels.mk kernels-check      # verify the ARM images
#     make -f kernels/kernels.mk kernels-size       # per-function sizes
#     make -f kernels/kernels.mk kernels-clean
#
# Outputs, per board B: build/kernels/B/{memory.ld,kernels.elf,kernels.map}.
# All variables are prefixed KERNELS_ (or BOARDLESS) and set with ?= so the
# including Makefile can override them.  Paths are relative to the repo root.

KERNELS_MK  := $(lastword $(MAKEFILE_LIST))
_KERNELS_PREV_DEFAULT_GOAL := $(.DEFAULT_GOAL)

KERNELS_DIR    ?= $(patsubst %/,%,$(dir $(KERNELS_MK)))
KERNELS_SRCDIR ?= $(KERNELS_DIR)/src
KERNELS_OUT    ?= build/kernels
KERNELS_BOARDS ?= nucleo-g071rb nucleo-f091rc nucleo-wba52cg stm32mp135f-dk

KERNELS_CROSS   ?= arm-none-eabi-
KERNELS_CC      ?= $(KERNELS_CROSS)gcc
KERNELS_NM      ?= $(KERNELS_CROSS)nm
KERNELS_OBJDUMP ?= $(KERNELS_CROSS)objdump
KERNELS_SIZE    ?= $(KERNELS_CROSS)size
KERNELS_HOSTCC  ?= gcc

# The lead's tool; memory.ld currently comes from kernels/memory/B.ld (see
# the memory.ld rule below).
BOARDLESS ?= go run ./cmd/boardless

KERNELS_CPU_nucleo-g071rb  ?= -mcpu=cortex-m0plus -mthumb
KERNELS_CPU_nucleo-f091rc  ?= -mcpu=cortex-m0 -mthumb
KERNELS_CPU_nucleo-wba52cg ?= -mcpu=cortex-m33 -mthumb -mfloat-abi=soft
KERNELS_CPU_stm32mp135f-dk ?= -mcpu=cortex-a7 -marm -mfloat-abi=soft

# Boards whose images must be pure Thumb-1 (ARMv6-M).
KERNELS_V6M_BOARDS ?= nucleo-g071rb nucleo-f091rc

KERNELS_CFLAGS  ?= -std=c11 -O2 -ffreestanding -ffunction-sections \
                   -fdata-sections -g -Wall -Wextra
KERNELS_LDFLAGS ?= -nostartfiles -Wl,--gc-sections --specs=nano.specs
KERNELS_LDLIBS  ?= -lc -lgcc

KERNELS_HOSTCFLAGS ?= -std=c11 -O2 -g -Wall -Wextra -Werror \
                      -fsanitize=address,undefined -fno-sanitize-recover=all

KERNELS_SRCS    := $(wildcard $(KERNELS_SRCDIR)/*.c)
KERNELS_HDRS    := $(wildcard $(KERNELS_SRCDIR)/*.h)
# Public API headers: kernels.h and every api_*.h; their `extern` lines
# are the exported kernels.
KERNELS_HEADER  := $(KERNELS_SRCDIR)/kernels.h $(wildcard $(KERNELS_SRCDIR)/api_*.h)
KERNELS_ELFS    := $(foreach b,$(KERNELS_BOARDS),$(KERNELS_OUT)/$(b)/kernels.elf)

# Exported symbols: every `extern <type> name(` line of kernels.h.
KERNELS_EXPORTS := $(KERNELS_OUT)/exports.txt
KERNELS_UNDEFS  := $(KERNELS_OUT)/exports.opts

.PHONY: kernels kernels-hosttest kernels-check kernels-size kernels-clean

kernels: $(KERNELS_ELFS)

$(KERNELS_EXPORTS): $(KERNELS_HEADER) $(KERNELS_MK)
	@mkdir -p $(@D)
	sed -n 's/^extern [^(]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)(.*/\1/p' $(KERNELS_HEADER) > $@.tmp
	@test -s $@.tmp || { echo "no exports found in $(KERNELS_HEADER)" >&2; rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

# gcc response file: one -Wl,--undefined=SYM per export, so --gc-sections
# keeps every kernel although nothing in the image calls it.
$(KERNELS_UNDEFS): $(KERNELS_EXPORTS)
	sed 's/^/-Wl,--undefined=/' $< > $@

# Per-board rules.
define KERNELS_BOARD_RULES
$(KERNELS_OUT)/$(1)/obj/%.o: $(KERNELS_SRCDIR)/%.c $(KERNELS_MK)
	@mkdir -p $$(@D)
	$(KERNELS_CC) $(KERNELS_CPU_$(1)) $(KERNELS_CFLAGS) -MMD -MP -c $$< -o $$@

# The MEMORY block comes from the board profile, so kernels are linked for
# the same map the simulator maps.
$(KERNELS_OUT)/$(1)/memory.ld: $(wildcard models/profiles/*.json)
	@mkdir -p $$(@D)
	$(BOARDLESS) linker-script --board $(1) > $$@.tmp
	mv $$@.tmp $$@

$(KERNELS_OUT)/$(1)/kernels.elf: $(patsubst $(KERNELS_SRCDIR)/%.c,$(KERNELS_OUT)/$(1)/obj/%.o,$(KERNELS_SRCS)) \
		$(KERNELS_DIR)/link.ld $(KERNELS_OUT)/$(1)/memory.ld $(KERNELS_UNDEFS)
	$(KERNELS_CC) $(KERNELS_CPU_$(1)) $(KERNELS_LDFLAGS) \
		-T $(KERNELS_DIR)/link.ld -L $(KERNELS_OUT)/$(1) \
		-Wl,-Map=$(KERNELS_OUT)/$(1)/kernels.map @$(KERNELS_UNDEFS) \
		-o $$@ $$(filter %.o,$$^) $(KERNELS_LDLIBS)

$(KERNELS_OUT)/$(1)/kernels.map: $(KERNELS_OUT)/$(1)/kernels.elf

-include $(patsubst $(KERNELS_SRCDIR)/%.c,$(KERNELS_OUT)/$(1)/obj/%.d,$(KERNELS_SRCS))
endef
$(foreach b,$(KERNELS_BOARDS),$(eval $(call KERNELS_BOARD_RULES,$(b))))

# Host tests: same sources, host compiler, sanitizers on.
KERNELS_HOSTTEST := $(KERNELS_OUT)/host/hosttest

$(KERNELS_HOSTTEST): $(KERNELS_DIR)/hosttest/hosttest.c $(KERNELS_SRCS) $(KERNELS_HDRS) $(KERNELS_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/hosttest.c $(KERNELS_SRCS)

kernels-hosttest: $(KERNELS_HOSTTEST)
	$(KERNELS_HOSTTEST)

# Image checks: every export is a defined function symbol, and the ARMv6-M
# images contain no 32-bit Thumb instructions other than BL and the
# MSR/MRS/DMB/DSB/ISB family.
kernels-check: $(KERNELS_ELFS) $(KERNELS_EXPORTS)
	@set -e; for b in $(KERNELS_BOARDS); do \
	  elf=$(KERNELS_OUT)/$$b/kernels.elf; \
	  $(KERNELS_NM) $$elf | awk '$$2 ~ /^[Tt]$$/ {print $$3}' | sort -u > $$elf.syms; \
	  missing=$$(sort -u $(KERNELS_EXPORTS) | comm -23 - $$elf.syms); \
	  rm -f $$elf.syms; \
	  if [ -n "$$missing" ]; then echo "$$b: missing exports: $$missing" >&2; exit 1; fi; \
	  echo "$$b: all $$(wc -l < $(KERNELS_EXPORTS)) exports present"; \
	done
	@set -e; w32='^[0-9a-f][0-9a-f][0-9a-f][0-9a-f] [0-9a-f][0-9a-f][0-9a-f][0-9a-f]'; \
	for b in $(KERNELS_V6M_BOARDS); do \
	  elf=$(KERNELS_OUT)/$$b/kernels.elf; \
	  bad=$$($(KERNELS_OBJDUMP) -d $$elf | awk -F'\t' -v w32="$$w32" \
	    '$$2 ~ w32 { split($$3, m, /[ .]/); \
	      if (m[1] !~ /^(bl|msr|mrs|dmb|dsb|isb)$$/) print }'); \
	  if [ -n "$$bad" ]; then echo "$$b: Thumb-2 instructions found:" >&2; echo "$$bad" >&2; exit 1; fi; \
	  n=$$($(KERNELS_OBJDUMP) -d $$elf | awk -F'\t' -v w32="$$w32" '$$2 ~ w32' | wc -l); \
	  echo "$$b: Thumb-1 only ($$n 32-bit BL/system instructions)"; \
	done

kernels-size: $(KERNELS_ELFS)
	@for b in $(KERNELS_BOARDS); do \
	  echo "== $$b"; $(KERNELS_SIZE) $(KERNELS_OUT)/$$b/kernels.elf; \
	  $(KERNELS_NM) --size-sort -S $(KERNELS_OUT)/$$b/kernels.elf | awk '$$3 ~ /^[Tt]$$/'; \
	done

kernels-clean:
	rm -rf $(KERNELS_OUT)

# Standalone use (make -f kernels/kernels.mk): default goal is `kernels`.
# When included, leave the includer's default goal alone.
ifeq ($(firstword $(MAKEFILE_LIST)),$(KERNELS_MK))
.DEFAULT_GOAL := kernels
else
.DEFAULT_GOAL := $(_KERNELS_PREV_DEFAULT_GOAL)
endif
