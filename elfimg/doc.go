// Package elfimg reads ARM ELF executables: loadable segments, symbols
// (with C++ names demangled) and symbolisation, build attributes
// (.ARM.attributes), and DWARF line tables. It is pure Go: the emulator
// loads an Image, the profilers and reports read it, and none of them
// needs the other.
package elfimg
