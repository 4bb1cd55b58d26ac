# The pico-sdk-style Hazard3 test program (issue #31): picosdk.c built
# with the -march the pico-sdk uses (Zba/Zbb/Zbs/Zbkb/Zca/Zcb/Zcmp,
# MT-G4), which GCC 12 and binutils 2.40 cannot emit, by Debian's
# clang-19 and ld.lld-19, linked with 'boardless linker-script --full
# --board rpi-pico2-riscv'. picosdk.elf is checked in, so the tests
# (cmd/boardless/picosdk_test.go) run without clang:
#
#   make picosdk-elf     rebuild it into the source tree (needs clang-19, lld-19)
#   make picosdk-check   rebuild into build/ and compare (skipped without clang-19)
#
# -ffile-prefix-map keeps the checkout's path out of the DWARF, so the
# build is the same byte for byte in any clone.
PICOSDK_DIR   := cmd/boardless/testdata/riscv
PICOSDK_OUT   := build/picosdk
PICOSDK_CC    ?= clang-19
PICOSDK_FLAGS := --target=riscv32-unknown-elf -mabi=ilp32 \
	-march=rv32ima_zicsr_zifencei_zba_zbb_zbs_zbkb_zca_zcb_zcmp \
	-O2 -g -ffreestanding -nostdlib -fuse-ld=lld -Wl,--entry=0 -ffile-prefix-map=$(CURDIR)=.

.PHONY: picosdk-elf picosdk-check

picosdk-elf: $(PICOSDK_OUT)/picosdk.elf
	cp $< $(PICOSDK_DIR)/picosdk.elf

picosdk-check:
	@if ! command -v $(PICOSDK_CC) >/dev/null; then \
	  echo "picosdk-check: $(PICOSDK_CC) not installed: skipped (the checked-in $(PICOSDK_DIR)/picosdk.elf stands)"; \
	else $(MAKE) --no-print-directory $(PICOSDK_OUT)/picosdk.elf && \
	  cmp $(PICOSDK_OUT)/picosdk.elf $(PICOSDK_DIR)/picosdk.elf && \
	  echo "picosdk-check: $(PICOSDK_DIR)/picosdk.elf is what $(PICOSDK_CC) builds"; fi

$(PICOSDK_OUT)/picosdk.elf: $(PICOSDK_DIR)/picosdk.c $(PICOSDK_DIR)/picosdk.mk | $(BOARDLESS_BIN)
	@mkdir -p $(@D)
	$(BOARDLESS) linker-script --full --board rpi-pico2-riscv > $(@D)/board.ld
	$(PICOSDK_CC) $(PICOSDK_FLAGS) -T $(@D)/board.ld $(PICOSDK_DIR)/picosdk.c -o $@
