package calibrate

import (
	"strings"
	"testing"

	"boardless/models"
)

// TestCheckCounter: a figure above the counter the kit reads on the core
// is refused with its file, line and column; one that fits passes.
func TestCheckCounter(t *testing.T) {
	tests := []struct {
		core, csv, want string
	}{
		{"cortex-m0plus", "name,cycles\nempty,12\nlit_load,17660000000\n", "m.csv:3:10: cycle count 17660000000 of \"lit_load\" is impossible on b: the kit times with SysTick (24 bits), at most 16777215"},
		{"cortex-m0plus", "lit_load,16777216\n", "SysTick (24 bits)"},
		{"cortex-m0plus", "lit_load,16777215\n", ""},
		{"cortex-m33", "lit_load,16777216\n", ""},
		{"cortex-m33", "lit_load,4294967296\n", "DWT CYCCNT (32 bits), at most 4294967295"},
		{"cortex-a7", "a7_ddr_chase,  4294967296\n", "m.csv:1:16: cycle count 4294967296 of \"a7_ddr_chase\" is impossible on b: the kit times with PMCCNTR (32 bits)"},
	}
	for _, tt := range tests {
		spec, err := models.LookupCore(tt.core)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := ParseCSV("m.csv", strings.NewReader(tt.csv))
		if err != nil {
			t.Fatal(err)
		}
		err = CheckCounter("m.csv", "b", spec, ms)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s %q: %v, want no error", tt.core, tt.csv, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s %q: %v, want %q", tt.core, tt.csv, err, tt.want)
		}
	}
}
