# pk5.mk - host tests of the Ed448 and X448 kernels (api_pk5.h).
#
# Include after kernels.mk (e.g. `include kernels/pk5.mk` in the top-level
# Makefile), or use on its own from the repo root:
#     make -f kernels/pk5.mk kernels-hosttest-pk5
# The ARM images need nothing from here: kernels.mk already builds every
# src/*.c and exports the extern lines of src/api_pk*.h in the pk image.

PK5_MK := $(lastword $(MAKEFILE_LIST))
ifndef KERNELS_MK
include $(dir $(PK5_MK))kernels.mk
endif

PK5_SRCS := $(addprefix $(KERNELS_SRCDIR)/,ed448.c x448.c curve448.c sha3.c bn_util.c bn_small.c \
              ecc_group.c)
PK5_HOSTTEST := $(KERNELS_OUT)/host/pk5_hosttest
# Same tests with the ARMv6-M 32x32->64 multiply (four 16-bit products).
PK5_HOSTTEST_SPLIT := $(KERNELS_OUT)/host/pk5_hosttest_split

.PHONY: kernels-hosttest-pk5

$(PK5_HOSTTEST): $(KERNELS_DIR)/hosttest/pk5_hosttest.c $(KERNELS_DIR)/hosttest/check.h $(PK5_SRCS) $(KERNELS_HDRS) $(PK5_MK)
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/pk5_hosttest.c $(PK5_SRCS)

$(PK5_HOSTTEST_SPLIT): $(PK5_HOSTTEST)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -DBN_FORCE_SPLIT_MUL -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/pk5_hosttest.c $(PK5_SRCS)

kernels-hosttest-pk5: $(PK5_HOSTTEST) $(PK5_HOSTTEST_SPLIT)
	$(PK5_HOSTTEST)
	$(PK5_HOSTTEST_SPLIT)
