/* printf through picolibc's semihosting (--oslib=semihost). */
#include <stdio.h>

int greet(int n) {
  printf("hello %d from picolibc\n", n);
  return n * 2;
}

int main(void) { return greet(1) != 2; }
