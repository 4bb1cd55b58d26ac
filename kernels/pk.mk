# pk.mk - host tests of the public-key kernels (ECDSA, Ed25519, RSA; the
# generic curves of ecc_wcurve.c are linked in, with sm3.c for SM2).
#
# Include after kernels.mk (the top-level Makefile: `include kernels/pk.mk`),
# or use on its own from the repo root:
#     make -f kernels/pk.mk kernels-hosttest-pk
# The ARM images need nothing from here: kernels.mk already builds every
# src/*.c and exports the extern lines of src/api_pk*.h in the pk image.
#
# Regenerating the committed generated files (Go, from the repo root):
#     make -f kernels/pk.mk kernels-pk-generate

PK_MK := $(lastword $(MAKEFILE_LIST))
ifndef KERNELS_MK
include $(dir $(PK_MK))kernels.mk
endif

PK_SRCS := $(wildcard $(addprefix $(KERNELS_SRCDIR)/,bn_*.c ecc_*.c ed25519_*.c rsa_*.c)) \
           $(KERNELS_SRCDIR)/sha512_small.c $(KERNELS_SRCDIR)/sha512_fast.c $(KERNELS_SRCDIR)/sm3.c
PK_HOSTTEST := $(KERNELS_OUT)/host/pk_hosttest
# Same tests with the ARMv6-M 32x32->64 multiply (four 16-bit products).
PK_HOSTTEST_SPLIT := $(KERNELS_OUT)/host/pk_hosttest_split

.PHONY: kernels-hosttest-pk kernels-pk-generate

$(PK_HOSTTEST): $(KERNELS_DIR)/hosttest/pk_hosttest.c $(KERNELS_DIR)/hosttest/check.h $(KERNELS_DIR)/hosttest/pk_vectors.h \
		$(PK_SRCS) $(KERNELS_HDRS) $(PK_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -I$(KERNELS_DIR)/hosttest -o $@ \
		$(KERNELS_DIR)/hosttest/pk_hosttest.c $(PK_SRCS)

$(PK_HOSTTEST_SPLIT): $(PK_HOSTTEST)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -DBN_FORCE_SPLIT_MUL -I$(KERNELS_SRCDIR) -I$(KERNELS_DIR)/hosttest -o $@ \
		$(KERNELS_DIR)/hosttest/pk_hosttest.c $(PK_SRCS)

kernels-hosttest-pk: $(PK_HOSTTEST) $(PK_HOSTTEST_SPLIT)
	$(PK_HOSTTEST)
	$(PK_HOSTTEST_SPLIT)

kernels-pk-generate:
	go run $(KERNELS_DIR)/pk_tables_gen.go > $(KERNELS_SRCDIR)/ecc_tables.c.tmp
	mv $(KERNELS_SRCDIR)/ecc_tables.c.tmp $(KERNELS_SRCDIR)/ecc_tables.c
	go run $(KERNELS_DIR)/hosttest/pk_vectors_gen.go > $(KERNELS_DIR)/hosttest/pk_vectors.h.tmp
	mv $(KERNELS_DIR)/hosttest/pk_vectors.h.tmp $(KERNELS_DIR)/hosttest/pk_vectors.h
