package bench

import "fmt"

// Failure is the verdict of a bench run: the error naming its first
// kernel whose output was wrong (the exit status is then 1), nil when
// every kernel's output was verified.
func (r Report) Failure() error {
	for _, row := range r.Results {
		if !row.Verified {
			return fmt.Errorf("kernel %s failed on %s: %s", row.Kernel.Name, r.Board, row.Error)
		}
	}
	return nil
}
