package models

import (
	"encoding/hex"
	"os"
	"strings"
	"testing"

	"boardless/decode"
)

func TestExploreM33(t *testing.T) {
	d, _ := decode.New(decode.ModeThumbM)
	defer d.Close()
	for _, hx := range strings.Fields(os.Getenv("X")) {
		var b []byte
		for i := 0; i < len(hx); i += 4 {
			h, _ := hex.DecodeString(hx[i : i+4])
			b = append(b, h[1], h[0])
		}
		in, err := d.Decode(b, 0x1000)
		if err != nil {
			t.Logf("%s: %v", hx, err)
			continue
		}
		t.Logf("%s: %q size=%d id=%d cc=%d uf=%v wb=%v ops=%+v R=%v W=%v", hx, in.String(), in.Size, in.ID, in.CC, in.UpdateFlags, in.Writeback, in.Ops, in.RegsRead, in.RegsWritten)
	}
}
