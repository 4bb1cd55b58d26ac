package main

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
)

// cancelAfter makes run's signal context one that is cancelled after d
// as SIGINT cancels it (the cancellation path of Ctrl-C).
func cancelAfter(t *testing.T, d time.Duration) {
	t.Helper()
	old := signalContext
	t.Cleanup(func() { signalContext = old })
	signalContext = func() (context.Context, func()) {
		ctx, cancel := context.WithCancelCause(context.Background())
		timer := time.AfterFunc(d, func() { cancel(signalError{os.Interrupt}) })
		return ctx, func() { timer.Stop(); cancel(nil) }
	}
}

// Ctrl-C in function-mode run says where the call stopped and prints the
// partial figures, labelled, in the table and in JSON, and exits 130;
// --timeout does the same with exit 1. Before, Ctrl-C exited silently.
func TestRunInterruptedCLI(t *testing.T) {
	const b = "nucleo-g071rb"
	elf := buildOwn(t, b, "spin.c", "volatile unsigned spins;\nvoid spin(void) { for (;;) spins++; }\n")
	cancelAfter(t, 150*time.Millisecond)
	code, out, errs := run(t, "run", "--board", b, "--elf", elf, "--func", "spin")
	if code != 130 || !strings.Contains(out, "PARTIAL") || !strings.Contains(out, "(partial)") ||
		!strings.Contains(errs, "spin stopped at PC 0x") || !strings.Contains(errs, "(spin") || !strings.Contains(errs, "partial") || strings.Count(errs, "\n") != 1 {
		t.Errorf("Ctrl-C: exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
	code, out, errs = run(t, "run", "--board", b, "--elf", elf, "--func", "spin", "--format", "json")
	var r partialRun
	if err := json.Unmarshal([]byte(out), &r); code != 130 || err != nil || !r.Partial || r.StoppedBy != "interrupted" || r.Call == nil || r.Cycles == 0 || !strings.HasPrefix(r.StoppedAt, "spin") {
		t.Errorf("Ctrl-C, JSON: exit %d %v %+v\n%s\n%s", code, err, r, out, errs)
	}
	signalContext = interruptible
	code, out, errs = run(t, "run", "--board", b, "--elf", elf, "--func", "spin", "--timeout", "100ms")
	if code != 1 || !strings.Contains(out, "stopped by    timeout") || !strings.Contains(errs, "wall-clock timeout") || !strings.Contains(errs, "partial") {
		t.Errorf("--timeout: exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
}
