package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
)

// A Cache keeps the verified results of runs in a directory (--cache), one
// small JSON file per key, so that a CI job whose code, board and
// simulator have not changed does not simulate again.
//
// The key hashes everything a result depends on: the ELF bytes, the
// function or kernel and its arguments and seed, the resolved board with
// every model parameter and the options that change results, and the
// simulator itself (Binary). A change of any of them misses.
type Cache struct {
	Dir string
	// Binary identifies the simulator: by default the hash of the running
	// executable, since a build ID from debug.ReadBuildInfo does not change
	// with uncommitted edits. In tests it is the test binary's hash.
	Binary string
}

// OpenCache returns the cache in dir, creating the directory.
func OpenCache(dir string) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cache directory: %v", err)
	}
	bin, err := executableHash()
	if err != nil {
		return nil, fmt.Errorf("cache: hashing the boardless executable: %v", err)
	}
	return &Cache{Dir: dir, Binary: bin}, nil
}

var exeHash = sync.OnceValues(func() (string, error) {
	path, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
})

// executableHash hashes the running executable once per process: it is
// tens of megabytes.
func executableHash() (string, error) { return exeHash() }

// BoardKey is the part of a key that the board and options make: the
// resolved profile (with the options' what-ifs applied), every model
// parameter's name and value, and the options that change results but are
// not in either: the budget and the set-up functions (--init).
func BoardKey(b *models.Profile, ps []models.ParamValue, budget uint64, init []string) (string, error) {
	type param struct {
		Name  string
		Value float64
	}
	params := make([]param, len(ps))
	for i, p := range ps {
		params[i] = param{p.Name, p.Value}
	}
	data, err := json.Marshal(struct {
		Board   *models.Profile
		Params  []param
		Budget  uint64
		ClockHz uint64
		Init    []string
	}{b, params, budget, b.ClockHz, init})
	if err != nil {
		return "", err
	}
	return hash(data), nil
}

// Key is what one run's result is keyed by.
type Key struct {
	Board string   // BoardKey
	Image [32]byte // elfimg.Image.SHA256
	Name  string   // the kernel or function
	Args  any      // the kernel's definition, or the parsed arguments
	Seed  uint64
}

// file is the key's cache file: the hash of the key and the simulator.
func (c *Cache) file(k Key) (string, error) {
	data, err := json.Marshal(struct {
		Binary string
		Key
	}{c.Binary, k})
	if err != nil {
		return "", err
	}
	return filepath.Join(c.Dir, hash(data)+".json"), nil
}

func hash(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// Get reads the result of k into v. A missing, unreadable or corrupt
// entry is a miss, never an error: the run simulates and Put overwrites it.
func (c *Cache) Get(k Key, v any) bool {
	path, err := c.file(k)
	if err == nil {
		var data []byte
		if data, err = os.ReadFile(path); err == nil {
			err = json.Unmarshal(data, v)
		}
	}
	return err == nil
}

// Put stores the result v of k, written to a temporary file and renamed,
// so that a reader (another job on the same directory) never sees half an
// entry. A cache that cannot be written only costs the next run its time,
// so the error is for the caller to report, not to stop on.
func (c *Cache) Put(k Key, v any) error {
	path, err := c.file(k)
	if err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(c.Dir, ".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, a no-op
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// cachedRow is a Row as stored: with its memory model, which the row's
// JSON leaves out.
type cachedRow struct {
	Row         Row    `json:"row"`
	MemoryModel string `json:"memory_model"`
}

// kernelKey is the key of kernel k of image img drawn from seed.
func kernelKey(board string, img *elfimg.Image, k kernels.Kernel, seed uint64) Key {
	// Budget is not in the kernel's JSON, and a budget changes whether
	// it completes.
	args := struct {
		Kernel kernels.Kernel
		Budget uint64
	}{k, k.Budget}
	return Key{Board: board, Image: img.SHA256, Name: k.Name, Args: args, Seed: seed}
}

// getRow returns the cached row of key, for kernel k; only a verified row
// counts, whatever the file says.
func (c *Cache) getRow(key Key, k kernels.Kernel) (Row, bool) {
	var cr cachedRow
	if !c.Get(key, &cr) || !cr.Row.Verified || cr.Row.Kernel.Name != k.Name {
		return Row{}, false
	}
	cr.Row.Kernel, cr.Row.MemoryModel = k, cr.MemoryModel
	return cr.Row, true
}

// putRow stores a verified row; a failed one is run again next time.
func (c *Cache) putRow(key Key, r Row) error {
	if !r.Verified {
		return nil
	}
	return c.Put(key, cachedRow{Row: r, MemoryModel: r.MemoryModel})
}
