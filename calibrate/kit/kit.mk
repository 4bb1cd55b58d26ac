# kit.mk - build rules for the calibration kit image, one per board.
#
# Include it from the top Makefile (`include calibrate/kit/kit.mk`) or use
# it on its own from the repository root:
#     make -f calibrate/kit/kit.mk kit          # all boards
#     make -f calibrate/kit/kit.mk kit-clean
#
# Output per board B: build/kit/B/kit.elf (and kit.bin, kit.map, memory.ld).
# The MEMORY block comes from `boardless linker-script`, so the image is
# linked for the map that `boardless run --firmware` emulates.

KIT_MK  := $(lastword $(MAKEFILE_LIST))
KIT_DIR ?= $(patsubst %/,%,$(dir $(KIT_MK)))
KIT_OUT ?= build/kit
KIT_BOARDS ?= nucleo-g071rb nucleo-f091rc nucleo-wba52cg stm32mp135f-dk

KIT_CROSS   ?= arm-none-eabi-
KIT_CC      ?= $(KIT_CROSS)gcc
KIT_OBJCOPY ?= $(KIT_CROSS)objcopy
BOARDLESS   ?= go run ./cmd/boardless

KIT_CFLAGS  ?= -std=c11 -O2 -ffreestanding -fno-builtin -g -Wall -Wextra
KIT_LDFLAGS ?= -nostdlib -nostartfiles -Wl,--gc-sections

KIT_CPU_nucleo-g071rb  := -mcpu=cortex-m0plus -mthumb
KIT_CPU_nucleo-f091rc  := -mcpu=cortex-m0 -mthumb -DKIT_F0
KIT_CPU_nucleo-wba52cg := -mcpu=cortex-m33 -mthumb -mfloat-abi=soft -DKIT_DIV -DKIT_M33
KIT_CPU_stm32mp135f-dk := -mcpu=cortex-a7 -marm -mfloat-abi=soft -DKIT_DIV -DKIT_A7

KIT_SRC_nucleo-g071rb  := kit.c startup_m.c board_g0.c bench_thumb.S cycles_systick.S
KIT_SRC_nucleo-f091rc  := kit.c startup_m.c board_f0.c bench_thumb.S cycles_systick.S
KIT_SRC_nucleo-wba52cg := kit.c startup_m.c board_wba.c bench_thumb.S cycles_dwt.S
KIT_SRC_stm32mp135f-dk := kit.c startup_a7.S board_mp13.c bench_arm.S

KIT_HDRS := $(wildcard $(KIT_DIR)/*.h)

.PHONY: kit kit-clean

kit: $(foreach b,$(KIT_BOARDS),$(KIT_OUT)/$(b)/kit.elf $(KIT_OUT)/$(b)/kit.bin)

define KIT_BOARD_RULES
$(KIT_OUT)/$(1)/memory.ld: $(wildcard models/profiles/*.json)
	@mkdir -p $$(@D)
	$(BOARDLESS) linker-script --board $(1) > $$@.tmp
	mv $$@.tmp $$@

$(KIT_OUT)/$(1)/kit.elf: $(addprefix $(KIT_DIR)/,$(KIT_SRC_$(1))) $(KIT_HDRS) $(KIT_DIR)/link.ld $(KIT_OUT)/$(1)/memory.ld $(KIT_MK)
	$(KIT_CC) $(KIT_CPU_$(1)) $(KIT_CFLAGS) -DKIT_BOARD='"$(1)"' $(KIT_LDFLAGS) \
		-T $(KIT_DIR)/link.ld -L $(KIT_OUT)/$(1) -Wl,-Map=$(KIT_OUT)/$(1)/kit.map \
		-o $$@ $(addprefix $(KIT_DIR)/,$(KIT_SRC_$(1))) -lgcc

$(KIT_OUT)/$(1)/kit.bin: $(KIT_OUT)/$(1)/kit.elf
	$(KIT_OBJCOPY) -O binary $$< $$@
endef
$(foreach b,$(KIT_BOARDS),$(eval $(call KIT_BOARD_RULES,$(b))))

kit-clean:
	rm -rf $(KIT_OUT)
