package jsonline

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestError(t *testing.T) {
	data := []byte("{\n  \"a\": 1,\n  \"b\": }\n")
	var v map[string]int
	err := Error(data, json.Unmarshal(data, &v))
	if err == nil || !strings.HasPrefix(err.Error(), "line 3:") {
		t.Errorf("err = %v, want line 3", err)
	}
}
