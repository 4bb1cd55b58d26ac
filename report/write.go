package report

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"boardless/footprint"
	"boardless/kernels"
)

// File is one output file.
type File struct {
	Name string
	Data []byte
}

// KernelImages are the images a suite's runs ran in, which give the
// report its image records and footprints: bench.Images is one.
type KernelImages interface {
	Infos(buildDir, board string, ks []kernels.Kernel) ([]footprint.ImageInfo, error)
	Footprints(core string, ks []kernels.Kernel) ([]footprint.Footprint, error)
}

// RenderSuite renders the report files of a suite's rows (Render), with
// cfg's image records and the footprints taken from im, the images the
// rows ran in, read from buildDir.
func RenderSuite(cfg Config, buildDir string, im KernelImages, rows []Run, refs []RefRow) ([]File, error) {
	ks := make([]kernels.Kernel, len(rows))
	for i, r := range rows {
		ks[i] = r.Kernel
	}
	infos, err := im.Infos(buildDir, cfg.Board, ks)
	if err != nil {
		return nil, err
	}
	cfg.Images = append(cfg.Images, infos...)
	fps, err := im.Footprints(cfg.Core, ks)
	if err != nil {
		return nil, err
	}
	return Render(New(cfg, rows, fps, refs), refs)
}

// Render produces every file of the report, in a fixed order:
// report.md, report.html, results.csv, results.json, then the charts.
// refs are the reference rows (all boards; only this board's are used).
func Render(rep *Report, refs []RefRow) ([]File, error) {
	charts, err := rep.charts()
	if err != nil {
		return nil, err
	}
	d := rep.build(charts, refs)
	title := fmt.Sprintf("boardless: crypto kernels on %s (predicted)", rep.Config.Board)
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return nil, err
	}
	csvData, err := rep.csv()
	if err != nil {
		return nil, err
	}
	files := []File{
		{"report.md", d.markdown()},
		{"report.html", d.html(title)},
		{"results.csv", csvData},
		{"results.json", append(js, '\n')},
	}
	for _, c := range charts {
		files = append(files, File{c.File, c.SVG})
	}
	return files, nil
}

// csv writes one line per run.
func (rep *Report) csv() ([]byte, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write([]string{"board", "kernel", "family", "symbol", "api", "config", "key_bits", "direction", "bytes", "chunk",
		"verified", "cycles", "instructions", "time_us", "throughput_kbyte_s", "stack_bytes", "memory_model", "error",
		"code_bytes", "const_bytes", "global_bytes", "energy_uj"})
	for _, r := range rep.Runs {
		k := r.Kernel
		rec := []string{rep.Config.Board, k.Name, k.Family, k.Symbol, k.API, k.Config, itoa(k.KeyBits), k.Direction, itoa(k.Bytes), itoa(k.Chunk),
			strconv.FormatBool(r.Verified), "", "", "", "", "", "", r.Error, itoa(r.CodeBytes), itoa(r.ConstBytes), itoa(r.GlobalBytes), ""}
		if r.Verified && r.EnergyUJ != nil { // empty, not 0, without a datasheet current
			rec[21] = strconv.FormatFloat(*r.EnergyUJ, 'g', -1, 64)
		}
		if r.Verified {
			rec[11], rec[12] = u64(r.Cycles), u64(r.Insns)
			rec[13] = strconv.FormatFloat(r.TimeUS, 'f', -1, 64)
			rec[14] = strconv.FormatFloat(r.KBps, 'f', 3, 64)
			rec[15] = itoa(int(r.StackBytes))
			rec[16] = rep.Config.MemoryModel
		}
		w.Write(rec)
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

// Write writes files into dir (created if missing) so that no file is
// ever half-written: each goes to a temporary name in dir first, and
// only when all are complete are they renamed into place. If ctx is
// cancelled before the renames, the temporary files are removed and
// ctx's error returned; nothing of the report is left.
func Write(ctx context.Context, dir string, files []File) (err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmps := make([]string, 0, len(files))
	defer func() {
		if err != nil {
			for _, t := range tmps {
				os.Remove(t)
			}
		}
	}()
	for _, f := range files {
		if strings.ContainsAny(f.Name, `/\`) || f.Name == "" || strings.HasPrefix(f.Name, ".") {
			return fmt.Errorf("report: bad file name %q", f.Name)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		t, err := os.CreateTemp(dir, "."+f.Name+".tmp-*")
		if err != nil {
			return err
		}
		tmps = append(tmps, t.Name())
		_, werr := t.Write(f.Data)
		serr := t.Sync()
		cerr := t.Close()
		if err := errors.Join(werr, serr, cerr); err != nil {
			return fmt.Errorf("writing %s: %v", filepath.Join(dir, f.Name), err)
		}
		if err := os.Chmod(t.Name(), 0o644); err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for i, f := range files {
		if err := os.Rename(tmps[i], filepath.Join(dir, f.Name)); err != nil {
			return err
		}
	}
	return nil
}
