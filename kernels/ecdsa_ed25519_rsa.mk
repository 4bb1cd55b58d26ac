# ecdsa_ed25519_rsa.mk - host tests of the ECDSA P-256/P-384, Ed25519
# and RSA-3072 kernels (api_ecdsa.h, api_curve25519.h, api_rsa.h;
# hosttest/pk_hosttest.c), and the generators of their tables and vectors.
# The generic curves of ecc_wcurve.c are linked in, with sm3.c for SM2.
#
# Include after kernels.mk (the top-level Makefile:
# `include kernels/ecdsa_ed25519_rsa.mk`), or use on its own from the repo
# root:
#     make -f kernels/ecdsa_ed25519_rsa.mk kernels-hosttest-ecdsa-ed25519-rsa
# The ARM images need nothing from here: kernels.mk already builds every
# src/*.c and exports the extern lines of the public-key headers in the pk
# image.
#
# Regenerating the committed generated files (Go, from the repo root):
#     make -f kernels/ecdsa_ed25519_rsa.mk kernels-ecdsa-ed25519-rsa-generate

PK_MK := $(lastword $(MAKEFILE_LIST))
ifndef KERNELS_MK
include $(dir $(PK_MK))kernels.mk
endif

PK_SRCS := $(wildcard $(addprefix $(KERNELS_SRCDIR)/,bn_*.c ecc_*.c ed25519_*.c rsa_*.c)) \
           $(KERNELS_SRCDIR)/sha512_small.c $(KERNELS_SRCDIR)/sha512_fast.c $(KERNELS_SRCDIR)/sm3.c
PK_HOSTTEST := $(KERNELS_OUT)/host/pk_hosttest
# Same tests with the ARMv6-M 32x32->64 multiply (four 16-bit products).
PK_HOSTTEST_SPLIT := $(KERNELS_OUT)/host/pk_hosttest_split

.PHONY: kernels-hosttest-ecdsa-ed25519-rsa kernels-ecdsa-ed25519-rsa-generate

$(PK_HOSTTEST): $(KERNELS_DIR)/hosttest/pk_hosttest.c $(KERNELS_DIR)/hosttest/check.h $(KERNELS_DIR)/hosttest/pk_vectors.h \
		$(PK_SRCS) $(KERNELS_HDRS) $(PK_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -I$(KERNELS_DIR)/hosttest -o $@ \
		$(KERNELS_DIR)/hosttest/pk_hosttest.c $(PK_SRCS)

$(PK_HOSTTEST_SPLIT): $(PK_HOSTTEST)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -DBN_FORCE_SPLIT_MUL -I$(KERNELS_SRCDIR) -I$(KERNELS_DIR)/hosttest -o $@ \
		$(KERNELS_DIR)/hosttest/pk_hosttest.c $(PK_SRCS)

kernels-hosttest-ecdsa-ed25519-rsa: $(PK_HOSTTEST) $(PK_HOSTTEST_SPLIT)
	$(PK_HOSTTEST)
	$(PK_HOSTTEST_SPLIT)

kernels-ecdsa-ed25519-rsa-generate:
	go run $(KERNELS_DIR)/ecc_tables_gen.go > $(KERNELS_SRCDIR)/ecc_tables.c.tmp
	mv $(KERNELS_SRCDIR)/ecc_tables.c.tmp $(KERNELS_SRCDIR)/ecc_tables.c
	go run $(KERNELS_DIR)/hosttest/pk_vectors_gen.go > $(KERNELS_DIR)/hosttest/pk_vectors.h.tmp
	mv $(KERNELS_DIR)/hosttest/pk_vectors.h.tmp $(KERNELS_DIR)/hosttest/pk_vectors.h
