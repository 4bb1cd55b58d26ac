# sym.mk - host test of the symmetric kernels (api_sym.h).
#
# Included by the top-level Makefile after kernels/kernels.mk (it uses its
# KERNELS_* variables), or from the repo root:
#     make -f kernels/kernels.mk -f kernels/sym.mk kernels-hosttest-sym
#
# Builds kernels/hosttest/sym_hosttest.c with every kernel source, the host
# compiler and KERNELS_HOSTCFLAGS (-fsanitize=address,undefined), and runs it.

KERNELS_SYM_HOSTTEST := $(KERNELS_OUT)/host/sym_hosttest

.PHONY: kernels-hosttest-sym

$(KERNELS_SYM_HOSTTEST): $(KERNELS_DIR)/hosttest/sym_hosttest.c $(KERNELS_DIR)/hosttest/check.h $(KERNELS_HOST_SRCS) $(KERNELS_HDRS) $(KERNELS_MK) $(lastword $(MAKEFILE_LIST))
	@mkdir -p $(@D)
	$(KERNELS_HOSTCC) $(KERNELS_HOSTCFLAGS) -I$(KERNELS_SRCDIR) -o $@ \
		$(KERNELS_DIR)/hosttest/sym_hosttest.c $(KERNELS_HOST_SRCS)

kernels-hosttest-sym: $(KERNELS_SYM_HOSTTEST)
	$(KERNELS_SYM_HOSTTEST)
