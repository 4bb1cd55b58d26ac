/* Double precision on the Cortex-M7 (FPv5-D16): one operation per
 * function, so that the Go test (sim/fp64_test.go) checks each against
 * the host's IEEE arithmetic, and a cycle test can time each alone.
 * Built with -mcpu=cortex-m7 -mfpu=fpv5-d16 -mfloat-abi=hard -O2
 * -fno-math-errno -ffp-contract=off (only __builtin_fma fuses): the arguments and the result are in d0/d1/d2 (or
 * s0, r0 for the conversions), and each function is the one
 * instruction its comment names, then BX LR. */

double add(double a, double b) { return a + b; }           /* vadd.f64 */
double sub(double a, double b) { return a - b; }           /* vsub.f64 */
double mul(double a, double b) { return a * b; }           /* vmul.f64 */
double div(double a, double b) { return a / b; }           /* vdiv.f64 */
double root(double a) { return __builtin_sqrt(a); }        /* vsqrt.f64 */
double fused(double a, double b, double c) { return __builtin_fma(a, b, c); } /* vfma.f64 */
double neg(double a) { return -a; }                        /* vneg.f64 */
double absolute(double a) { return __builtin_fabs(a); }    /* vabs.f64 */
double maxnum(double a, double b) { return __builtin_fmax(a, b); } /* vmaxnm.f64 */
double truncate(double a) { return __builtin_trunc(a); }   /* vrintz.f64 */
double nearest_away(double a) { return __builtin_round(a); } /* vrinta.f64 */
int to_int(double a) { return (int)a; }                    /* vcvt.s32.f64 */
unsigned to_uint(double a) { return (unsigned)a; }         /* vcvt.u32.f64 */
double from_int(int i) { return i; }                       /* vcvt.f64.s32 */
double from_uint(unsigned u) { return u; }                 /* vcvt.f64.u32 */
float to_float(double a) { return (float)a; }              /* vcvt.f32.f64 */
double from_float(float f) { return f; }                   /* vcvt.f64.f32 */
int less(double a, double b) { return a < b; }             /* vcmpe.f64, vmrs */

/* A loop of dependent operations, all six kinds: the sum of
 * sqrt(x*x + 1) / (x + 2) over x = 0 .. n-1, by fma. */
double series(int n) {
	double s = 0;
	for (int i = 0; i < n; i++) {
		double x = i;
		s = __builtin_fma(__builtin_sqrt(x * x + 1), 1.0 / (x + 2), s);
	}
	return s;
}
