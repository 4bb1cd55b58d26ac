# kernels.mk - build rules for the boardless crypto kernel images.
#
# Included by the top-level Makefile, or used on its own from the repo root:
#     make -f kernels/kernels.mk kernels            # all boards
#     make -f kernels/kernels.mk kernels-hosttest   # host KAT/cross tests
#     make -f kernels/kernels.mk kernels-check      # verify the ARM images
#     make -f kernels/kernels.mk kernels-size       # per-function sizes
#     make -f kernels/kernels.mk kernels-clean
#
# Outputs, per board B and image I: build/kernels/B/{memory.ld,I.elf,I.map}.
# The images (KERNELS_IMAGES) link the same objects and differ only in the
# exports they keep (--undefined + --gc-sections), so that each fits the
# smallest flash: sym (kernels.h, api_sym.h: ciphers, AEADs, hashes) and pk
# (every other api_*.h: public key); and, on KERNELS_HW_BOARDS only, hw
# (api_hw.h: the drivers of the STM32MP135's crypto accelerators).
# All variables are prefixed KERNELS_ (or BOARDLESS) and set with ?= so the
# including Makefile can override them.  Paths are relative to the repo root.

KERNELS_MK  := $(lastword $(MAKEFILE_LIST))
_KERNELS_PREV_DEFAULT_GOAL := $(.DEFAULT_GOAL)

KERNELS_DIR    ?= $(patsubst %/,%,$(dir $(KERNELS_MK)))
KERNELS_SRCDIR ?= $(KERNELS_DIR)/src
KERNELS_OUT    ?= build/kernels
# nucleo-c031c6 is left out (KERNELS_NOIMAGES_WHY_nucleo-c031c6, which
# the kernels package reads, with every board list here: makefile.go;
# a built-in board in no list names why there). The smallest SRAM
# of the others, the F103RB's 20 KB, holds every kernel's buffers and
# stack (all 148 bench kernels verified with the M0+ images on a 20 KB
# copy of nucleo-g071rb; deepest stack 2040 bytes).
KERNELS_BOARDS ?= nucleo-g071rb nucleo-f091rc nucleo-wba52cg stm32mp135f-dk \
                  nucleo-f103rb nucleo-f401re nucleo-h743zi2 nucleo-f767zi \
                  nucleo-u575zi-q rpi-pico rpi-pico2 \
                  nucleo-f446re nucleo-l476rg nucleo-g474re nrf52840-dk
KERNELS_NOIMAGES_WHY_nucleo-c031c6 := its 32 KB of flash holds neither kernel image (sym links to about 85 KB, pk to about 63 KB on Thumb-1)

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
KERNELS_CPU_nucleo-f103rb   ?= -mcpu=cortex-m3 -mthumb -mfloat-abi=soft
KERNELS_CPU_nucleo-f401re   ?= -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
KERNELS_CPU_nucleo-f446re   ?= -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
KERNELS_CPU_nucleo-l476rg   ?= -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
KERNELS_CPU_nucleo-g474re   ?= -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
KERNELS_CPU_nrf52840-dk     ?= -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
KERNELS_CPU_nucleo-u575zi-q ?= -mcpu=cortex-m33 -mthumb -mfloat-abi=soft
KERNELS_CPU_rpi-pico2       ?= -mcpu=cortex-m33 -mthumb -mfloat-abi=soft
KERNELS_CPU_nucleo-c031c6   ?= -mcpu=cortex-m0plus -mthumb
KERNELS_CPU_rpi-pico        ?= -mcpu=cortex-m0plus -mthumb
KERNELS_CPU_nucleo-h743zi2 ?= -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard
KERNELS_CPU_nucleo-f767zi  ?= -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard

# Boards whose images must be pure Thumb-1 (ARMv6-M).
KERNELS_V6M_BOARDS ?= nucleo-g071rb nucleo-f091rc rpi-pico $(filter nucleo-c031c6,$(KERNELS_BOARDS))

# Boards with the same compiler flags share one set of objects: the images
# differ only in memory.ld, which only the link reads. The objects of the
# flags F live in $(KERNELS_OUT)/obj/KEY, KEY being F without spaces and
# with '=' made '_'.
_kernels_space := $(subst ,, )
kernels_objkey = $(subst =,_,$(subst $(_kernels_space),,$(strip $(KERNELS_CPU_$(1)))))
kernels_objdir = $(KERNELS_OUT)/obj/$(call kernels_objkey,$(1))
KERNELS_OBJKEYS := $(sort $(foreach b,$(KERNELS_BOARDS),$(call kernels_objkey,$(b))))
$(foreach b,$(KERNELS_BOARDS),$(eval KERNELS_OBJFLAGS_$(call kernels_objkey,$(b)) := $(KERNELS_CPU_$(b))))

KERNELS_CFLAGS  ?= -std=c11 -O2 -ffreestanding -ffunction-sections \
                   -fdata-sections -g -Wall -Wextra
KERNELS_LDFLAGS ?= -nostartfiles -Wl,--gc-sections --specs=nano.specs
KERNELS_LDLIBS  ?= -lc -lgcc

KERNELS_HOSTCFLAGS ?= -std=c11 -O2 -g -Wall -Wextra -Werror \
                      -fsanitize=address,undefined -fno-sanitize-recover=all

KERNELS_SRCS    := $(wildcard $(KERNELS_SRCDIR)/*.c)
# The host tests take every source but the accelerator drivers (hw_*.c),
# which write the chip's registers at fixed addresses.
KERNELS_HOST_SRCS := $(filter-out $(KERNELS_SRCDIR)/hw_%.c,$(KERNELS_SRCS))
KERNELS_HDRS    := $(wildcard $(KERNELS_SRCDIR)/*.h)
# The images and their public API headers, whose `extern` lines are the
# exported kernels. Every api_*.h must belong to an image (checked below);
# pk takes every one that sym does not.
KERNELS_IMAGES       ?= sym pk
KERNELS_HEADERS_sym  ?= $(KERNELS_SRCDIR)/kernels.h $(KERNELS_SRCDIR)/api_sym.h
KERNELS_API_HEADERS  := $(KERNELS_SRCDIR)/kernels.h $(wildcard $(KERNELS_SRCDIR)/api_*.h)
# hw: the drivers of the STM32MP135's accelerators (api_hw.h), an image
# of the boards in KERNELS_HW_BOARDS only (the registers exist there).
KERNELS_HEADERS_hw   ?= $(KERNELS_SRCDIR)/api_hw.h
KERNELS_HW_BOARDS    ?= stm32mp135f-dk
KERNELS_HEADERS_pk   ?= $(filter-out $(KERNELS_HEADERS_sym) $(KERNELS_HEADERS_hw),$(KERNELS_API_HEADERS))
KERNELS_UNASSIGNED   := $(filter-out $(foreach i,$(KERNELS_IMAGES) hw,$(KERNELS_HEADERS_$(i))),$(KERNELS_API_HEADERS))
KERNELS_ELFS    := $(foreach b,$(KERNELS_BOARDS),$(foreach i,$(KERNELS_IMAGES),$(KERNELS_OUT)/$(b)/$(i).elf)) \
                   $(foreach b,$(KERNELS_HW_BOARDS),$(KERNELS_OUT)/$(b)/hw.elf)

.PHONY: kernels kernels-hosttest kernels-check kernels-size kernels-clean

kernels: $(KERNELS_ELFS)

# Per image I: exports-I.txt, every `extern <type> name(` line of its
# headers, and exports-I.opts, a gcc response file with one
# -Wl,--undefined=SYM per export, so --gc-sections keeps every kernel
# although nothing in the image calls it.
define KERNELS_IMAGE_RULES
$(KERNELS_OUT)/exports-$(1).txt: $(KERNELS_HEADERS_$(1)) $(KERNELS_MK)
	@test -z "$(KERNELS_UNASSIGNED)" || { echo "$(KERNELS_UNASSIGNED): in no kernel image (see KERNELS_HEADERS_* in $(KERNELS_MK))" >&2; exit 1; }
	@mkdir -p $$(@D)
	sed -n 's/^extern [^(]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)(.*/\1/p' $(KERNELS_HEADERS_$(1)) > $$@.tmp
	@test -s $$@.tmp || { echo "no exports found in $(KERNELS_HEADERS_$(1))" >&2; rm -f $$@.tmp; exit 1; }
	mv $$@.tmp $$@

$(KERNELS_OUT)/exports-$(1).opts: $(KERNELS_OUT)/exports-$(1).txt
	sed 's/^/-Wl,--undefined=/' $$< > $$@
endef
$(foreach i,$(KERNELS_IMAGES) hw,$(eval $(call KERNELS_IMAGE_RULES,$(i))))

# Per compiler-flag rules: the objects.
define KERNELS_OBJ_RULES
$(KERNELS_OUT)/obj/$(1)/%.o: $(KERNELS_SRCDIR)/%.c $(KERNELS_MK)
	@mkdir -p $$(@D)
	$(KERNELS_CC) $(KERNELS_OBJFLAGS_$(1)) $(KERNELS_CFLAGS) -MMD -MP -c $$< -o $$@

-include $(patsubst $(KERNELS_SRCDIR)/%.c,$(KERNELS_OUT)/obj/$(1)/%.d,$(KERNELS_SRCS))
endef
$(foreach k,$(KERNELS_OBJKEYS),$(eval $(call KERNELS_OBJ_RULES,$(k))))

# Per-board rules.
define KERNELS_BOARD_RULES
# The MEMORY block comes from the board profile, so kernels are linked for
# the same map the simulator maps.
$(KERNELS_OUT)/$(1)/memory.ld: $(wildcard models/profiles/*.json)
	@mkdir -p $$(@D)
	$(BOARDLESS) linker-script --board $(1) > $$@.tmp
	mv $$@.tmp $$@
endef
$(foreach b,$(KERNELS_BOARDS),$(eval $(call KERNELS_BOARD_RULES,$(b))))

# Image $(2) of board $(1): every object, only that image's exports kept.
define KERNELS_LINK_RULES
$(KERNELS_OUT)/$(1)/$(2).elf: $(patsubst $(KERNELS_SRCDIR)/%.c,$(call kernels_objdir,$(1))/%.o,$(KERNELS_SRCS)) \
		$(KERNELS_DIR)/link.ld $(KERNELS_OUT)/$(1)/memory.ld $(KERNELS_OUT)/exports-$(2).opts
	$(KERNELS_CC) $(KERNELS_CPU_$(1)) $(KERNELS_LDFLAGS) \
		-T $(KERNELS_DIR)/link.ld -L $(KERNELS_OUT)/$(1) \
		-Wl,-Map=$(KERNELS_OUT)/$(1)/$(2).map @$(KERNELS_OUT)/exports-$(2).opts \
		-o $$@ $$(filter %.o,$$^) $(KERNELS_LDLIBS)

$(KERNELS_OUT)/$(1)/$(2).map: $(KERNELS_OUT)/$(1)/$(2).elf
endef
$(foreach b,$(KERNELS_BOARDS),$(foreach i,$(KERNELS_IMAGES),$(eval $(call KERNELS_LINK_RULES,$(b),$(i)))))
$(foreach b,$(KERNELS_HW_BOARDS),$(eval $(call KERNELS_LINK_RULES,$(b),hw)))

# RISC-V (issue #31): the sym and pk images of the RP2350's Hazard3 side, built
# with Debian's riscv64-unknown-elf-gcc and picolibc (the RISC-V C library
# Debian ships; newlib's nano.specs is Arm's). Objects carry the Hazard3
# -march the pico-sdk uses as far as GCC 12 knows it (Zba/Zbb/Zbs/Zbkb, no
# Zcb/Zcmp: MT-G4); the link takes the rv32imac multilib, the only name
# GCC 12 links (docs/architecture.md, "RISC-V"). The script is the
# board's 'linker-script --full' (small-data sections, __global_pointer$).
# The accelerator drivers (hw_*.c) are left out, as on the host.
KERNELS_RV_BOARDS  ?= rpi-pico2-riscv
KERNELS_RV_CC      ?= riscv64-unknown-elf-gcc
KERNELS_RV_CPU     ?= -march=rv32imac_zicsr_zifencei_zba_zbb_zbs_zbkb -mabi=ilp32
KERNELS_RV_LINKCPU ?= -march=rv32imac -mabi=ilp32
KERNELS_RV_OBJDIR  := $(KERNELS_OUT)/obj/rv32-hazard3
KERNELS_RV_OBJS    := $(patsubst $(KERNELS_SRCDIR)/%.c,$(KERNELS_RV_OBJDIR)/%.o,$(KERNELS_HOST_SRCS))
KERNELS_RV_IMAGES  ?= sym pk
KERNELS_RV_ELFS    := $(foreach b,$(KERNELS_RV_BOARDS),$(foreach i,$(KERNELS_RV_IMAGES),$(KERNELS_OUT)/$(b)/$(i).elf))

kernels: $(KERNELS_RV_ELFS)

$(KERNELS_RV_OBJDIR)/%.o: $(KERNELS_SRCDIR)/%.c $(KERNELS_MK)
	@mkdir -p $(@D)
	$(KERNELS_RV_CC) --specs=picolibc.specs $(KERNELS_RV_CPU) $(KERNELS_CFLAGS) -MMD -MP -c $< -o $@

-include $(KERNELS_RV_OBJS:.o=.d)

define KERNELS_RV_BOARD_RULES
$(KERNELS_OUT)/$(1)/board.ld: $(wildcard models/profiles/*.json)
	@mkdir -p $$(@D)
	$(BOARDLESS) linker-script --full --board $(1) > $$@.tmp
	mv $$@.tmp $$@

endef
$(foreach b,$(KERNELS_RV_BOARDS),$(eval $(call KERNELS_RV_BOARD_RULES,$(b))))

# Image $(2) of RISC-V board $(1): every object, only that image's exports kept.
define KERNELS_RV_LINK_RULES
$(KERNELS_OUT)/$(1)/$(2).elf: $(KERNELS_RV_OBJS) $(KERNELS_OUT)/$(1)/board.ld $(KERNELS_OUT)/exports-$(2).opts
	$(KERNELS_RV_CC) --specs=picolibc.specs $(KERNELS_RV_LINKCPU) -nostartfiles -Wl,--gc-sections \
		-T $(KERNELS_OUT)/$(1)/board.ld -Wl,-Map=$(KERNELS_OUT)/$(1)/$(2).map @$(KERNELS_OUT)/exports-$(2).opts \
		-o $$@ $(KERNELS_RV_OBJS) -lc -lgcc
endef
$(foreach b,$(KERNELS_RV_BOARDS),$(foreach i,$(KERNELS_RV_IMAGES),$(eval $(call KERNELS_RV_LINK_RULES,$(b),$(i)))))

# The CH32V003 (ch32v003-evt, issue #31): RV32EC, 16 KB of flash and 2 KB
# of SRAM. Objects with -march=rv32ec_zicsr -mabi=ilp32e; the link takes
# the rv32e multilib, which GCC 12 picks for -march=rv32ec (picolibc has
# no rv32ec one; rv32e code runs on RV32EC). The whole sym image links to
# about 105 KB there, so its sym.elf keeps only KERNELS_RVE_EXPORTS: the
# small sha256, sha384/512 and AES-CBC kernels, ascon and md5 (14.7 KB of
# code; adding chacha20poly1305 or sha1 overflows the flash). The kernels
# package reads these lists and KERNELS_PARTIAL_WHY_<board> (makefile.go).
KERNELS_RVE_BOARDS  ?= ch32v003-evt
KERNELS_RVE_IMAGES  := sym
KERNELS_PARTIAL_WHY_ch32v003-evt := the CH32V003's 16 KB of flash holds 14.7 KB of the sym image's code (the small sha256, sha384/512 and AES-CBC kernels, ascon and md5; the whole image links to about 105 KB on RV32EC), and its public-key image none
KERNELS_RVE_CPU     ?= -march=rv32ec_zicsr -mabi=ilp32e
KERNELS_RVE_LINKCPU ?= -march=rv32ec -mabi=ilp32e
KERNELS_RVE_EXPORTS ?= sha256_small sha256_init_small sha256_append_small sha256_finish_small \
                       sha256_stream_small sha384_small sha384_init_small sha384_append_small \
                       sha384_finish_small sha384_stream_small sha512_small sha512_init_small \
                       sha512_append_small sha512_finish_small sha512_stream_small \
                       aes_cbc_encrypt_small aes_cbc_decrypt_small aes_cbc_init_small \
                       aes_cbc_setkey_small aes_cbc_setiv_small aes_cbc_append_small \
                       aes_cbc_finish_small aes_cbc_stream_small \
                       ascon_hash256 ascon_aead128_encrypt ascon_aead128_decrypt md5
KERNELS_RVE_OBJDIR  := $(KERNELS_OUT)/obj/rv32-qingkev2
KERNELS_RVE_OBJS    := $(patsubst $(KERNELS_SRCDIR)/%.c,$(KERNELS_RVE_OBJDIR)/%.o,$(KERNELS_HOST_SRCS))
KERNELS_RVE_ELFS    := $(foreach b,$(KERNELS_RVE_BOARDS),$(foreach i,$(KERNELS_RVE_IMAGES),$(KERNELS_OUT)/$(b)/$(i).elf))

kernels: $(KERNELS_RVE_ELFS)

$(KERNELS_RVE_OBJDIR)/%.o: $(KERNELS_SRCDIR)/%.c $(KERNELS_MK)
	@mkdir -p $(@D)
	$(KERNELS_RV_CC) --specs=picolibc.specs $(KERNELS_RVE_CPU) $(KERNELS_CFLAGS) -MMD -MP -c $< -o $@

-include $(KERNELS_RVE_OBJS:.o=.d)

define KERNELS_RVE_BOARD_RULES
$(KERNELS_OUT)/$(1)/board.ld: $(wildcard models/profiles/*.json)
	@mkdir -p $$(@D)
	$(BOARDLESS) linker-script --full --board $(1) > $$@.tmp
	mv $$@.tmp $$@

$(KERNELS_OUT)/$(1)/sym.elf: $(KERNELS_RVE_OBJS) $(KERNELS_OUT)/$(1)/board.ld $(KERNELS_MK)
	$(KERNELS_RV_CC) --specs=picolibc.specs $(KERNELS_RVE_LINKCPU) -nostartfiles -Wl,--gc-sections \
		-T $(KERNELS_OUT)/$(1)/board.ld -Wl,-Map=$(KERNELS_OUT)/$(1)/sym.map \
		$(foreach s,$(KERNELS_RVE_EXPORTS),-Wl,--undefined=$(s)) \
		-o $$@ $(KERNELS_RVE_OBJS) -lc -lgcc
endef
$(foreach b,$(KERNELS_RVE_BOARDS),$(eval $(call KERNELS_RVE_BOARD_RULES,$(b))))

# Host tests: same sources, host compiler, sanitizers on.
KERNELS_HOSTTEST := $(KERNELS_OUT)/host/hosttest

$(KERNELS_HOSTTEST): $(KERNELS_DIR)/hosttest/hosttest.c $(KERNELS_DIR)/hosttest/check.h $(KERNELS_HOST_SRCS) $(KERNELS_HDRS) $(KERNELS_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/hosttest.c $(KERNELS_HOST_SRCS)

kernels-hosttest: $(KERNELS_HOSTTEST)
	$(KERNELS_HOSTTEST)

# Image checks: every export of an image is a defined function symbol in
# it, and the ARMv6-M images contain no 32-bit Thumb instructions other
# than BL and the MSR/MRS/DMB/DSB/ISB family.
kernels-check: $(KERNELS_ELFS) $(foreach i,$(KERNELS_IMAGES),$(KERNELS_OUT)/exports-$(i).txt)
	@set -e; for b in $(KERNELS_BOARDS); do for i in $(KERNELS_IMAGES); do \
	  elf=$(KERNELS_OUT)/$$b/$$i.elf; exports=$(KERNELS_OUT)/exports-$$i.txt; \
	  $(KERNELS_NM) $$elf | awk '$$2 ~ /^[Tt]$$/ {print $$3}' | sort -u > $$elf.syms; \
	  missing=$$(sort -u $$exports | comm -23 - $$elf.syms); \
	  rm -f $$elf.syms; \
	  if [ -n "$$missing" ]; then echo "$$b $$i: missing exports: $$missing" >&2; exit 1; fi; \
	  echo "$$b $$i: all $$(wc -l < $$exports) exports present"; \
	done; done
	@set -e; w32='^[0-9a-f][0-9a-f][0-9a-f][0-9a-f] [0-9a-f][0-9a-f][0-9a-f][0-9a-f]'; \
	for b in $(KERNELS_V6M_BOARDS); do for i in $(KERNELS_IMAGES); do \
	  elf=$(KERNELS_OUT)/$$b/$$i.elf; \
	  bad=$$($(KERNELS_OBJDUMP) -d $$elf | awk -F'\t' -v w32="$$w32" \
	    '$$2 ~ w32 { split($$3, m, /[ .]/); \
	      if (m[1] !~ /^(bl|msr|mrs|dmb|dsb|isb)$$/) print }'); \
	  if [ -n "$$bad" ]; then echo "$$b $$i: Thumb-2 instructions found:" >&2; echo "$$bad" >&2; exit 1; fi; \
	  n=$$($(KERNELS_OBJDUMP) -d $$elf | awk -F'\t' -v w32="$$w32" '$$2 ~ w32' | wc -l); \
	  echo "$$b $$i: Thumb-1 only ($$n 32-bit BL/system instructions)"; \
	done; done

kernels-size: $(KERNELS_ELFS)
	@for b in $(KERNELS_BOARDS); do for i in $(KERNELS_IMAGES); do \
	  echo "== $$b $$i"; $(KERNELS_SIZE) $(KERNELS_OUT)/$$b/$$i.elf; \
	  $(KERNELS_NM) --size-sort -S $(KERNELS_OUT)/$$b/$$i.elf | awk '$$3 ~ /^[Tt]$$/'; \
	done; done

kernels-clean:
	rm -rf $(KERNELS_OUT)

# Standalone use (make -f kernels/kernels.mk): default goal is `kernels`.
# When included, leave the includer's default goal alone.
ifeq ($(firstword $(MAKEFILE_LIST)),$(KERNELS_MK))
.DEFAULT_GOAL := kernels
else
.DEFAULT_GOAL := $(_KERNELS_PREV_DEFAULT_GOAL)
endif
