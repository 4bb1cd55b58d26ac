package reference_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"boardless/reference"
)

const header = "table,board,library,operation,algorithm,key_bits,direction,api,config,buffer_bytes,chunk_bytes,cycles,time_us,bitrate_kbps,mbps,ms,code_bytes,const_bytes,global_bytes,stack_bytes,work_bytes,impl\n"

// good is a valid record; its cycles field starts at byte 71.
const good = "000/aes-cbc,nucleo-g071rb,CMOX,aes-cbc,AES CBC,128,enc,sole,Small,32,,10142,158,,,,,,,,,sw\n"

func TestParseValid(t *testing.T) {
	rows, err := reference.Parse(strings.NewReader(header+good+
		"004/hash,stm32mp135f-dk,CycloneCRYPTO 2.5.0,md5,MD5,,hash,,,,,,,,40.485,,,,,,,sw\n"+
		"004/hash,stm32mp135f-dk,CycloneCRYPTO 2.5.0,md5,MD5,,hash,,,,,,,,,,,,,,,hw\n"+
		"000/fp,nucleo-g071rb,CMOX,sha256,SHA256,,hash,sole,,,,,,,,,1846,296,0,580,,sw\n"), "x.csv")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 {
		t.Fatalf("%d rows, want 4", len(rows))
	}
	r := rows[0]
	if r.Table != "000/aes-cbc" || r.Algorithm != "AES CBC" || r.KeyBits != 128 || r.Direction != "enc" || r.API != "sole" ||
		r.Config != "Small" || r.BufferBytes != 32 || r.Cycles != 10142 || r.TimeUS != 158 || r.Impl != "sw" {
		t.Errorf("row 1 = %+v", r)
	}
	if !r.Has["cycles"] || !r.Has["time_us"] || !r.Has["key_bits"] || r.Has["chunk_bytes"] || r.Has["ms"] || len(r.Has) != 4 {
		t.Errorf("row 1 Has = %v", r.Has)
	}
	if v, ok := rows[1].Number("mbps"); !ok || v != 40.485 {
		t.Errorf("row 2 mbps = %v, %v", v, ok)
	}
	if len(rows[2].Has) != 0 {
		t.Errorf("row 3 Has = %v, want empty", rows[2].Has)
	}
	if v, ok := rows[3].Number("global_bytes"); !ok || v != 0 {
		t.Errorf("row 4: a present zero must read as present: %v, %v", v, ok)
	}
	if _, ok := rows[3].Number("work_bytes"); ok {
		t.Error("row 4: work_bytes reads as present")
	}
	if _, ok := rows[3].Number("board"); ok {
		t.Error("Number(board) reads as present")
	}
}

func TestParseErrors(t *testing.T) {
	// Replace field i (0-based) of the good record.
	with := func(i int, v string) string {
		f := strings.Split(strings.TrimSuffix(good, "\n"), ",")
		f[i] = v
		return strings.Join(f, ",") + "\n"
	}
	tests := []struct {
		name, input, want string
	}{
		{"bad number, comma inside quotes", header + good + with(11, `"1,2"`),
			`bad.csv:3:71: cycles: invalid number "1,2"`},
		{"bad number, unit", header + with(12, "158 µs"),
			`bad.csv:2:77: time_us: invalid number "158 µs"`},
		{"bad number, space separator", header + with(11, "10 142"),
			`bad.csv:2:71: cycles: invalid number "10 142"`},
		{"bad number, exponent", header + with(11, "1e4"),
			`bad.csv:2:71: cycles: invalid number "1e4"`},
		{"bad number, negative", header + with(11, "-5"),
			`bad.csv:2:71: cycles: invalid number "-5"`},
		{"bad number, NaN", header + with(11, "NaN"),
			`bad.csv:2:71: cycles: invalid number "NaN"`},
		{"bad integer, fraction", header + with(5, "128.0"),
			`bad.csv:2:48: key_bits: invalid number "128.0"`},
		{"bad integer, trailing dot", header + with(9, "32."),
			`bad.csv:2:67: buffer_bytes: invalid number "32."`},
		{"too few fields", header + good + "a,b,c\n",
			`bad.csv:3:1: wrong number of fields: got 3, want 22`},
		{"too many fields", header + strings.TrimSuffix(good, "\n") + ",extra\n",
			`bad.csv:2:1: wrong number of fields: got 23, want 22`},
		{"bad header, renamed column", strings.Replace(header, "key_bits", "keybits", 1) + good,
			`bad.csv:1:41: header: column 6 is "keybits", want "key_bits"`},
		{"bad header, missing column", strings.Replace(header, ",impl", "", 1) + good,
			`bad.csv:1:180: header: missing column 22 "impl"`},
		{"bad header, extra column", strings.Replace(header, ",impl", ",impl,note", 1) + good,
			`bad.csv:1:196: header: extra column 23 "note"`},
		{"bad header, no header", good,
			`bad.csv:1:1: header: column 1 is "000/aes-cbc", want "table"`},
		{"empty file", "",
			`bad.csv:1:1: empty file, want header`},
		{"bad direction", header + with(6, "encrypt"),
			`bad.csv:2:52: direction: invalid value "encrypt", want one of "enc", "dec", "sign", "verify", "keygen", "shared", "hash", ""`},
		{"bad impl", header + with(21, "HW"),
			`bad.csv:2:89: impl: invalid value "HW", want one of "sw", "hw"`},
		{"empty required field", header + with(3, ""),
			`bad.csv:2:32: operation: empty, want a value`},
		{"bare quote", header + with(4, `AES "CBC"`),
			`bad.csv:2:44: bare " in non-quoted-field`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := reference.Parse(strings.NewReader(tc.input), "bad.csv")
			if err == nil {
				t.Fatalf("no error, rows %+v", rows)
			}
			if err.Error() != tc.want {
				t.Errorf("error\n got %s\nwant %s", err, tc.want)
			}
			var pe *reference.Error
			if !errors.As(err, &pe) || pe.File != "bad.csv" {
				t.Errorf("error %T is not a *reference.Error for bad.csv", err)
			}
		})
	}
}

func TestLoad(t *testing.T) {
	fsys := fstest.MapFS{
		"b.csv":      {Data: []byte(header + good)},
		"a.csv":      {Data: []byte(header + good + good)},
		"README.md":  {Data: []byte("not csv")},
		"sub/c.csv":  {Data: []byte("not read: not in the root")},
		"notes.csvx": {Data: []byte("ignored")},
	}
	rows, err := reference.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 {
		t.Errorf("%d rows, want 3", len(rows))
	}

	fsys["c.csv"] = &fstest.MapFile{Data: []byte(header + strings.Replace(good, "10142", "1,2", 1))}
	_, err = reference.Load(fsys)
	if err == nil || !strings.HasPrefix(err.Error(), "c.csv:2:") {
		t.Errorf("error %v, want one naming c.csv line 2", err)
	}

	if _, err := reference.Load(fstest.MapFS{"README.md": {Data: []byte("x")}}); err == nil {
		t.Error("Load of a file system without *.csv: no error")
	}
}
