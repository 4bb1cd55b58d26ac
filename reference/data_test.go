package reference_test

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"boardless"
	"boardless/reference"
)

var wantFiles = []string{"nucleo-f091rc.csv", "nucleo-g071rb.csv", "nucleo-wba52cg.csv", "stm32mp135f-dk.csv"}

var (
	tableIDRE = regexp.MustCompile(`^(\d{3})/[a-z0-9]+(-[a-z0-9]+)*$`)
	slugRE    = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
)

// TestFilesParse checks that every CSV file parses, has the exact header,
// and holds well-typed, consistent rows.
func TestFilesParse(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "testdata", "reference")
	names, err := filepath.Glob(filepath.Join(dir, "*.csv"))
	if err != nil {
		t.Fatal(err)
	}
	var base []string
	for _, n := range names {
		base = append(base, filepath.Base(n))
	}
	sort.Strings(base)
	if !reflect.DeepEqual(base, wantFiles) {
		t.Fatalf("CSV files %v, want %v", base, wantFiles)
	}
	wantHeader := strings.Join(reference.Columns(), ",")
	for _, name := range base {
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if first, _, _ := strings.Cut(string(b), "\n"); first != wantHeader {
				t.Errorf("first line %q, want %q", first, wantHeader)
			}
			if strings.Contains(string(b), "\r") {
				t.Errorf("file has CR characters; want LF line ends")
			}
			rows, err := reference.Parse(strings.NewReader(string(b)), name)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) == 0 {
				t.Fatal("no rows")
			}
			board := strings.TrimSuffix(name, ".csv")
			seedNum := ""
			seen := map[string]int{}
			for i, r := range rows {
				at := func(format string, args ...any) {
					t.Helper()
					t.Errorf("%s:%d: "+format, append([]any{name, i + 2}, args...)...)
				}
				m := tableIDRE.FindStringSubmatch(r.Table)
				if m == nil {
					at("table id %q is not NNN/slug", r.Table)
					continue
				}
				if seedNum == "" {
					seedNum = m[1]
				} else if m[1] != seedNum {
					at("table %q is from seed %s, the file's first row from seed %s", r.Table, m[1], seedNum)
				}
				if r.Board != board {
					at("board %q, want %q (the file name)", r.Board, board)
				}
				if !slugRE.MatchString(r.Operation) {
					at("operation %q is not a lower-case slug", r.Operation)
				}
				if r.Has["key_bits"] && r.KeyBits <= 0 || r.Has["buffer_bytes"] && r.BufferBytes <= 0 || r.Has["chunk_bytes"] && r.ChunkBytes <= 0 {
					at("size cells must be positive")
				}
				if r.Has["chunk_bytes"] && r.ChunkBytes > r.BufferBytes {
					at("chunk %d larger than message %d", r.ChunkBytes, r.BufferBytes)
				}
				perf := 0
				for _, c := range []string{"time_us", "bitrate_kbps", "mbps", "ms"} {
					if r.Has[c] {
						perf++
					}
				}
				if perf > 1 {
					at("more than one of time_us, bitrate_kbps, mbps, ms")
				}
				if r.Has["cycles"] && perf != 1 {
					at("cycles without a time or rate")
				}
				if r.Has["code_bytes"] && (perf > 0 || r.Has["cycles"]) {
					at("footprint and performance in one row")
				}
				if perf == 0 && !r.Has["code_bytes"] && r.Impl != "hw" {
					at("no measured value (only hardware cells shown as - in the seed may be empty)")
				}
				for col := range r.Has {
					if v, ok := r.Number(col); !ok || v < 0 {
						at("Has[%q] is not a present non-negative number", col)
					}
				}
				key := strings.Join([]string{r.Table, r.Operation, r.Algorithm, strconv.Itoa(r.KeyBits), r.Direction, r.API, r.Config,
					strconv.Itoa(r.BufferBytes), strconv.Itoa(r.ChunkBytes), r.Impl}, "|")
				if prev, dup := seen[key]; dup {
					at("same key fields as line %d: %s", prev, key)
				}
				seen[key] = i + 2
			}
		})
	}
}

// TestEmbedded checks that the module root embeds the same files.
func TestEmbedded(t *testing.T) {
	sub, err := fs.Sub(boardless.ReferenceData, boardless.ReferenceDir)
	if err != nil {
		t.Fatal(err)
	}
	got, err := reference.Load(sub)
	if err != nil {
		t.Fatal(err)
	}
	want, err := reference.Load(os.DirFS(filepath.Join(repoRoot(t), filepath.FromSlash(boardless.ReferenceDir))))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("embedded data: %d rows, directory: %d rows; want equal and non-empty", len(got), len(want))
	}
	names, _ := fs.Glob(sub, "*")
	if !reflect.DeepEqual(names, wantFiles) {
		t.Errorf("embedded files %v, want %v", names, wantFiles)
	}
}

// TestReadmeNamesEveryFile checks that the README describes every CSV.
func TestReadmeNamesEveryFile(t *testing.T) {
	f, err := os.Open(filepath.Join(repoRoot(t), "testdata", "reference", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var text strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		text.WriteString(sc.Text() + "\n")
	}
	for _, n := range wantFiles {
		if !strings.Contains(text.String(), n) {
			t.Errorf("README.md does not mention %s", n)
		}
	}
	for _, c := range reference.Columns() {
		if !strings.Contains(text.String(), "`"+c+"`") {
			t.Errorf("README.md does not describe column %s", c)
		}
	}
}

type spotKey struct {
	table, operation string
	keyBits          int
	direction        string
	config           string
	buffer, chunk    int
	impl             string
}

// TestSpotChecks looks up a few transcribed values, by hand, from each seed.
func TestSpotChecks(t *testing.T) {
	rows, err := reference.Load(os.DirFS(filepath.Join(repoRoot(t), "testdata", "reference")))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		key    spotKey
		want   map[string]float64
		absent []string
		text   map[string]string // string columns
	}{
		// 000: NUCLEO-G071RB, CMOX
		{key: spotKey{"000/aes-cbc-sole-buffer", "aes-cbc", 256, "dec", "Small", 128, 0, "sw"},
			want: map[string]float64{"cycles": 67498, "time_us": 1054}, absent: []string{"ms", "chunk_bytes"},
			text: map[string]string{"algorithm": "AES CBC", "api": "sole", "library": "CMOX 040000B1", "board": "nucleo-g071rb"}},
		{key: spotKey{"000/aes-cbc-data-flow", "aes-cbc", 128, "enc", "Small", 8000, 128, "sw"},
			want: map[string]float64{"cycles": 1856448, "bitrate_kbps": 275 * 8}, text: map[string]string{"api": "flow"}},
		{key: spotKey{"000/hash-sole-buffer-footprint", "sha256", 0, "hash", "", 0, 0, "sw"},
			want: map[string]float64{"code_bytes": 1846, "const_bytes": 296, "global_bytes": 1, "stack_bytes": 580}, absent: []string{"work_bytes", "cycles"}},
		{key: spotKey{"000/hash-generate-tag", "sha384-final", 0, "hash", "", 0, 0, "sw"},
			want: map[string]float64{"cycles": 37935, "time_us": 592}},
		{key: spotKey{"000/ecdsa", "ecdsa-p384-verify", 384, "verify", "Small+Low", 0, 0, "sw"},
			want: map[string]float64{"cycles": 92640888, "ms": 1447}, absent: []string{"time_us"}},
		{key: spotKey{"000/eddsa-footprint", "ed25519-sign", 0, "sign", "SuperFast+OptHigh", 1023, 0, "sw"},
			want: map[string]float64{"code_bytes": 18312, "const_bytes": 2896, "stack_bytes": 1236, "work_bytes": 1388}, absent: []string{"key_bits"}},
		{key: spotKey{"000/rsa", "rsa3072-sign", 3072, "sign", "CRT+Small+Low", 0, 0, "sw"},
			want: map[string]float64{"cycles": 1094400296, "ms": 17100}},
		{key: spotKey{"000/rsa-footprint", "rsa3072-verify", 3072, "verify", "Fast", 0, 0, "sw"},
			want: map[string]float64{"code_bytes": 7892, "const_bytes": 365, "global_bytes": 5, "stack_bytes": 724, "work_bytes": 3108}},
		// 001: NUCLEO-F091RC, CycloneCRYPTO 2.6.2
		{key: spotKey{"001/hash", "sha3-512", 0, "hash", "", 0, 0, "sw"},
			want: map[string]float64{"mbps": 0.068}, text: map[string]string{"algorithm": "SHA3-512", "library": "CycloneCRYPTO 2.6.2"}},
		{key: spotKey{"001/aead", "ascon-aead128", 0, "dec", "", 0, 0, "sw"}, want: map[string]float64{"mbps": 0.282}},
		{key: spotKey{"001/ec-signature", "sm2-sign", 0, "sign", "", 0, 0, "sw"}, want: map[string]float64{"ms": 1391.8}},
		{key: spotKey{"001/signature", "dsa2048-verify", 2048, "verify", "", 0, 0, "sw"}, want: map[string]float64{"ms": 8914.8}},
		{key: spotKey{"001/ec-key-exchange", "x25519", 0, "shared", "", 0, 0, "sw"}, want: map[string]float64{"ms": 297.8}},
		{key: spotKey{"001/cipher", "aes-cbc", 192, "dec", "", 0, 0, "sw"}, want: map[string]float64{"mbps": 0.247}},
		// 003: NUCLEO-WBA52CG, CMOX
		{key: spotKey{"003/hash-data-flow", "sha256", 0, "hash", "", 8000, 2048, "sw"},
			want: map[string]float64{"cycles": 369576, "bitrate_kbps": 2164 * 8}, text: map[string]string{"board": "nucleo-wba52cg"}},
		{key: spotKey{"003/aes-cbc-sole-buffer-footprint", "aes-cbc", 0, "dec", "Fast", 0, 0, "sw"},
			want: map[string]float64{"code_bytes": 3716, "const_bytes": 1660, "global_bytes": 1, "stack_bytes": 556}},
		{key: spotKey{"003/rsa", "rsa3072-verify", 3072, "verify", "Fast", 0, 0, "sw"}, want: map[string]float64{"cycles": 3285032, "ms": 32}},
		{key: spotKey{"003/rsa", "rsa3072-sign", 3072, "sign", "No CRT+Fast+High", 0, 0, "sw"}, want: map[string]float64{"cycles": 380469896, "ms": 3804}},
		{key: spotKey{"003/ecdsa-footprint", "ecdsa-p384-verify", 384, "verify", "Fast+High", 0, 0, "sw"},
			want: map[string]float64{"code_bytes": 12528, "work_bytes": 2272}},
		{key: spotKey{"003/eddsa", "ed25519-verify", 0, "verify", "SuperFast+OptHigh", 1023, 0, "sw"}, want: map[string]float64{"cycles": 4058672, "ms": 40}},
		// 004: STM32MP135F-DK, CycloneCRYPTO 2.5.0
		{key: spotKey{"004/cipher", "aes-cbc", 256, "dec", "", 0, 0, "hw"}, want: map[string]float64{"mbps": 23.201},
			text: map[string]string{"algorithm": "AES256-CBC", "library": "CycloneCRYPTO 2.5.0"}},
		{key: spotKey{"004/hash", "md5", 0, "hash", "", 0, 0, "hw"}, absent: []string{"mbps", "ms"}},
		{key: spotKey{"004/hash", "md5", 0, "hash", "", 0, 0, "sw"}, want: map[string]float64{"mbps": 40.485}},
		{key: spotKey{"004/signature", "rsa4096-verify", 4096, "verify", "", 0, 0, "hw"}, want: map[string]float64{"ms": 2.8}},
		{key: spotKey{"004/aead", "chacha20-poly1305", 0, "enc", "", 0, 0, "sw"}, want: map[string]float64{"mbps": 13.513}},
		{key: spotKey{"004/key-exchange", "dh2048", 2048, "keygen", "", 0, 0, "hw"}, want: map[string]float64{"ms": 42.9}},
		{key: spotKey{"004/ec-signature", "ecdsa-brainpoolp512r1-verify", 512, "verify", "", 0, 0, "sw"}, want: map[string]float64{"ms": 165.5}},
	}
	for _, tc := range tests {
		k := tc.key
		var found []reference.Row
		for _, r := range rows {
			if r.Table == k.table && r.Operation == k.operation && r.KeyBits == k.keyBits && r.Direction == k.direction &&
				r.Config == k.config && r.BufferBytes == k.buffer && r.ChunkBytes == k.chunk && r.Impl == k.impl {
				found = append(found, r)
			}
		}
		if len(found) != 1 {
			t.Errorf("%+v: %d rows match, want 1", k, len(found))
			continue
		}
		r := found[0]
		for col, want := range tc.want {
			if got, ok := r.Number(col); !ok || got != want {
				t.Errorf("%+v: %s = %v (present %v), want %v", k, col, got, ok, want)
			}
		}
		for _, col := range tc.absent {
			if r.Has[col] {
				t.Errorf("%+v: %s present, want empty", k, col)
			}
		}
		for col, want := range tc.text {
			got := map[string]string{"algorithm": r.Algorithm, "api": r.API, "library": r.Library, "board": r.Board}[col]
			if got != want {
				t.Errorf("%+v: %s = %q, want %q", k, col, got, want)
			}
		}
	}
}
