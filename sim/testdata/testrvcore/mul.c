/* RV32EMC code for the test-only core test-rv32emc: a multiplication and
   a division (M), and with -march=..._zbb a rotate GCC emits as rori. */
unsigned scale(unsigned a, unsigned b, unsigned c) { return a * b / c; }
unsigned rotate(unsigned x) { return (x >> 7) | (x << 25); }
