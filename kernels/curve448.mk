# curve448.mk - host tests of the Ed448 and X448 kernels (api_curve448.h).
#
# Include after kernels.mk (e.g. `include kernels/curve448.mk` in the
# top-level Makefile), or use on its own from the repo root:
#     make -f kernels/curve448.mk kernels-hosttest-curve448
# The ARM images need nothing from here: kernels.mk already builds every
# src/*.c and exports the extern lines of the public-key headers in the pk
# image.

CURVE448_MK := $(lastword $(MAKEFILE_LIST))
ifndef KERNELS_MK
include $(dir $(CURVE448_MK))kernels.mk
endif

CURVE448_SRCS := $(addprefix $(KERNELS_SRCDIR)/,ed448.c x448.c curve448.c sha3.c bn_util.c bn_small.c \
              ecc_group.c)
CURVE448_HOSTTEST := $(KERNELS_OUT)/host/curve448_hosttest
# Same tests with the ARMv6-M 32x32->64 multiply (four 16-bit products).
CURVE448_HOSTTEST_SPLIT := $(KERNELS_OUT)/host/curve448_hosttest_split

.PHONY: kernels-hosttest-curve448

$(CURVE448_HOSTTEST): $(KERNELS_DIR)/hosttest/curve448_hosttest.c $(KERNELS_DIR)/hosttest/check.h $(CURVE448_SRCS) $(KERNELS_HDRS) $(CURVE448_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/curve448_hosttest.c $(CURVE448_SRCS)

$(CURVE448_HOSTTEST_SPLIT): $(CURVE448_HOSTTEST)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -DBN_FORCE_SPLIT_MUL -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/curve448_hosttest.c $(CURVE448_SRCS)

kernels-hosttest-curve448: $(CURVE448_HOSTTEST) $(CURVE448_HOSTTEST_SPLIT)
	$(CURVE448_HOSTTEST)
	$(CURVE448_HOSTTEST_SPLIT)
