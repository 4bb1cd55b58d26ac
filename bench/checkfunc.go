package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"strings"
)

// FunctionCheck is the gate metrics of a function check (check --elf
// --func): from c under key (asked for only with a cache; an entry
// without cycles runs again), or run's, then kept in c. An entry that
// could not be written goes to warn and the check goes on, as the entry
// only saves the next run time. simulated is 1 when run ran, 0 when the
// cache gave the metrics.
func FunctionCheck(c *Cache, key func() (Key, error), run func() (map[string]uint64, error), warn func(error)) (m map[string]uint64, simulated int, err error) {
	var k Key
	if c != nil {
		if k, err = key(); err != nil {
			return nil, 0, err
		}
		if c.Get(k, &m) && m["cycles"] > 0 {
			return m, 0, nil
		}
	}
	if m, err = run(); err != nil {
		return nil, 1, err
	}
	if c != nil {
		if err := c.Put(k, m); err != nil {
			warn(err)
		}
	}
	return m, 1, nil
}

// FunctionEntryName is a function check's baseline key,
// ELF-base-name:symbol(args), with each file:PATH argument named by a
// hash of its contents (data[i], the bytes argument i stands for):
// file:sha256:<16 hex digits>, so that the same input matches from any
// checkout path, and another input does not.
func FunctionEntryName(elfPath, fn string, specs []string, data [][]byte) string {
	args := make([]string, len(specs))
	for i, sp := range specs {
		args[i] = sp
		if strings.HasPrefix(sp, "file:") && i < len(data) {
			sum := sha256.Sum256(data[i])
			args[i] = "file:sha256:" + hex.EncodeToString(sum[:8])
		}
	}
	return fmt.Sprintf("%s:%s(%s)", filepath.Base(elfPath), fn, strings.Join(args, ", "))
}
