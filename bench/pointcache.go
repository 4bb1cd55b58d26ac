package bench

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/result"
)

// PointFigures are what a sweep point or a compare column keeps of a
// verified run: its cache entry.
type PointFigures struct {
	Cycles      uint64   `json:"cycles"`
	TimeUS      float64  `json:"time_us"`
	MemoryModel string   `json:"memory_model"`
	EnergyUJ    *float64 `json:"energy_uj"`
	StackBytes  uint32   `json:"stack_bytes"`
}

// PointCache runs the points of a sweep or compare through the result
// cache (Cache nil: none), counting what it simulated; it is used from
// several goroutines.
type PointCache struct {
	Cache     *Cache
	simulated atomic.Int64
	mu        sync.Mutex
	failed    error // the first entry that could not be written
}

// Warn keeps the first cache entry that could not be written: the run
// goes on, only the next one costs its time.
func (pc *PointCache) Warn(err error) {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	if pc.failed == nil {
		pc.failed = err
	}
}

// Failed is the first cache entry that could not be written (nil: none).
func (pc *PointCache) Failed() error {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	return pc.failed
}

// AddSimulated counts n runs simulated (not taken from the cache).
func (pc *PointCache) AddSimulated(n int) { pc.simulated.Add(int64(n)) }

// Simulated is how many runs were simulated.
func (pc *PointCache) Simulated() int { return int(pc.simulated.Load()) }

// Kernel runs kernel k through runner, whose cache keys are the bench's
// (bench, check and sweep share entries); a kernel whose output is
// wrong is an error.
func (pc *PointCache) Kernel(runner Runner, k kernels.Kernel, seed uint64) (PointFigures, error) {
	runner.Cache, runner.CacheErr = pc.Cache, pc.Warn
	rows, err := runner.Run(context.Background(), []kernels.Kernel{k}, func(int) uint64 { return seed })
	pc.AddSimulated(runner.Simulated)
	if err != nil {
		return PointFigures{}, err
	}
	r := rows[0]
	if !r.Verified {
		return PointFigures{}, fmt.Errorf("%s on %s: %s", k.Name, runner.Board.Name, r.Error)
	}
	return PointFigures{Cycles: r.Cycles, TimeUS: r.TimeUS, MemoryModel: r.MemoryModel, EnergyUJ: r.EnergyUJ, StackBytes: r.StackBytes}, nil
}

// Function gives a function call's figures from the cache, under key
// (asked for only with a cache), or makes the call and keeps them.
func (pc *PointCache) Function(key func() (Key, error), call func() (*result.Call, error)) (PointFigures, error) {
	var k Key
	if pc.Cache != nil {
		var err error
		if k, err = key(); err != nil {
			return PointFigures{}, err
		}
		k.Name = "point:" + k.Name // not check's entry of the function, which holds its metrics
		var f PointFigures
		if pc.Cache.Get(k, &f) && f.Cycles > 0 && f.MemoryModel != "" {
			return f, nil
		}
	}
	pc.AddSimulated(1)
	res, err := call()
	if err != nil {
		return PointFigures{}, err
	}
	f := PointFigures{Cycles: res.Cycles, TimeUS: res.TimeUS, MemoryModel: res.MemoryModel, EnergyUJ: res.EnergyUJ, StackBytes: res.StackBytes}
	if pc.Cache != nil {
		if err := pc.Cache.Put(k, f); err != nil {
			pc.Warn(err)
		}
	}
	return f, nil
}

// FunctionKey is the cache key of a call of fn in img on the board of
// key boardKey: the argument specs and what they parsed to, since
// file:PATH and rand:N stand for bytes the specs do not show.
func FunctionKey(boardKey string, img *elfimg.Image, fn string, specs []string, parsed any, seed uint64) Key {
	args := struct {
		Specs  []string
		Parsed any
	}{specs, parsed}
	return Key{Board: boardKey, Image: img.SHA256, Name: fn, Args: args, Seed: seed}
}

// Columns runs ks on each runner in turn (a compare's columns), kernel
// i seeded by its name (NameSeeds), through the points' cache; a
// cancelled ctx stops after the column it interrupts, with no rows and
// no error (the caller says what was not printed).
func (pc *PointCache) Columns(ctx context.Context, runners []Runner, ks []kernels.Kernel, seed uint64) ([][]Row, error) {
	results := make([][]Row, len(runners))
	for i := range runners {
		r := &runners[i]
		r.Cache, r.CacheErr = pc.Cache, pc.Warn
		rows, err := r.Run(ctx, ks, NameSeeds(seed, ks))
		if err != nil {
			return nil, err
		}
		pc.AddSimulated(r.Simulated)
		if ctx.Err() != nil {
			return nil, nil
		}
		results[i] = rows
	}
	return results, nil
}
