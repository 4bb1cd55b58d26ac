// Floating point: soft-float calls (__aeabi_f*) on cores without an FPU,
// VFP instructions (VADD/VMUL/VFMA/VCVT/VLDR/VSTR/VMOV/VCMP+VMRS) when
// built with -mfloat-abi=hard.
float saxpy1(float a, float x, float y) { return a * x + y; }
double daxpy1(double a, double x, double y) { return a * x + y; }
int ftoi(float f) { return (int)f; }
float itof(int i) { return (float)i; }
float fmaxf_(float a, float b) { return a > b ? a : b; }
float poly(float x) { return ((0.5f * x + 1.25f) * x - 3.0f) * x + 0.125f; }
float sumf(const float *v, int n) {
	float s = 0;
	for (int i = 0; i < n; i++)
		s += v[i] * v[i];
	return s;
}
float divf(float a, float b) { return a / b; }
double todouble(float f) { return f; }
