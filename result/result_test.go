package result

import (
	"encoding/json"
	"testing"
)

func TestAccessJSONHex(t *testing.T) {
	b, err := json.Marshal(Access{Addr: 0x40022000, Reads: 3, Writes: 1, Last: 0x11})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"addr":"0x40022000","reads":3,"writes":1,"last_written":"0x00000011"}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	var back Access
	if err := json.Unmarshal(b, &back); err != nil || back != (Access{Addr: 0x40022000, Reads: 3, Writes: 1, Last: 0x11}) {
		t.Errorf("round trip: %+v, %v", back, err)
	}
}
