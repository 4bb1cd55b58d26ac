package report

import (
	"reflect"
	"strings"
	"testing"
)

func testSweep() Sweep {
	s := Sweep{Axes: []SweepAxis{{Param: "clock", Values: []string{"16000000", "32000000"}}, {Param: "prefetch", Values: []string{"on", "off"}}}}
	for _, pf := range s.Axes[1].Values {
		for i, clk := range s.Axes[0].Values {
			s.Points = append(s.Points, SweepPoint{Values: [2]string{clk, pf}, ClockHz: uint64(16e6 * (i + 1)), FlashWS: i,
				Cycles: uint64(1000 + 100*i), TimeUS: 62.5 / float64(i+1), MemoryModel: "flash"})
		}
	}
	return s
}

func TestSweepFiles(t *testing.T) {
	files, err := testSweep().Files()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
	}
	if want := []string{"sweep.csv", "cycles-vs-clock.svg", "time-vs-clock.svg"}; !reflect.DeepEqual(names, want) {
		t.Fatalf("files %v, want %v", names, want)
	}
	// Without energy estimates the energy_uj column is empty, not 0.
	wantCSV := `clock,prefetch,clock_hz,flash_ws,cycles,time_us,memory_model,energy_uj
16000000,on,16000000,0,1000,62.500,flash,
32000000,on,32000000,1,1100,31.250,flash,
16000000,off,16000000,0,1000,62.500,flash,
32000000,off,32000000,1,1100,31.250,flash,
`
	if string(files[0].Data) != wantCSV {
		t.Errorf("sweep.csv:\n%s\nwant:\n%s", files[0].Data, wantCSV)
	}
	for _, f := range files[1:] {
		svg := string(f.Data)
		if !strings.Contains(svg, "<svg") || !strings.Contains(svg, "prefetch=off") || !strings.Contains(svg, "clock (MHz)") {
			t.Errorf("%s: not the plot of two lines against the clock", f.Name)
		}
	}
	if !strings.Contains(string(files[2].Data), "time (µs) against clock") {
		t.Errorf("time plot lacks its title")
	}
}

// TestSweepLines: one line per value of the second axis; the clock in
// MHz; a first axis that is not a number by index.
func TestSweepLines(t *testing.T) {
	ls := testSweep().lines("cycles")
	if len(ls) != 2 || ls[0].name != "on" || ls[1].name != "off" ||
		!reflect.DeepEqual(ls[0].xs, []float64{16, 32}) || !reflect.DeepEqual(ls[1].ys, []float64{1000, 1100}) {
		t.Errorf("lines %+v", ls)
	}
	s := Sweep{Axes: []SweepAxis{{Param: "mul", Values: []string{"fast", "small"}}}, Points: []SweepPoint{
		{Values: [2]string{"fast"}, Cycles: 10, TimeUS: 1}, {Values: [2]string{"small"}, Cycles: 20, TimeUS: 2}}}
	ls = s.lines("time")
	if len(ls) != 1 || !reflect.DeepEqual(ls[0].xs, []float64{0, 1}) || !reflect.DeepEqual(ls[0].ys, []float64{1, 2}) {
		t.Errorf("lines by index %+v", ls)
	}
	files, err := s.Files()
	if err != nil || files[1].Name != "cycles-vs-mul.svg" || strings.Contains(string(files[1].Data), "mul=") {
		t.Errorf("one axis: %v, %s (no legend expected)", err, files[1].Name)
	}
	if strings.Count(string(files[0].Data), "\n") != 3 || !strings.HasPrefix(string(files[0].Data), "mul,clock_hz,") {
		t.Errorf("sweep.csv of one axis:\n%s", files[0].Data)
	}
}

// TestSweepEnergy: with an estimate at every point, sweep.csv carries it
// and an energy plot is drawn, labelled as the estimate it is; one point
// without leaves the plot out.
func TestSweepEnergy(t *testing.T) {
	s := testSweep()
	for i := range s.Points {
		uj := 1.5 * float64(i+1)
		s.Points[i].EnergyUJ = &uj
	}
	files, err := s.Files()
	if err != nil || len(files) != 4 || files[3].Name != "energy-vs-clock.svg" {
		t.Fatalf("files %v, %v", files, err)
	}
	if !strings.Contains(string(files[3].Data), EnergyLabel) {
		t.Error("energy plot not labelled as a datasheet-typical estimate")
	}
	if lines := strings.Split(string(files[0].Data), "\n"); lines[1] != "16000000,on,16000000,0,1000,62.500,flash,1.5" {
		t.Errorf("sweep.csv row %q", lines[1])
	}
	s.Points[2].EnergyUJ = nil
	if files, _ := s.Files(); len(files) != 3 {
		t.Errorf("%d files with a point lacking energy, want 3 (no energy plot)", len(files))
	}
}
