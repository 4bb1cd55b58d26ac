// Package jsonline gives JSON decoding errors the line they are on, so
// that a bad input file is named with its line.
package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Error adds the line number to a JSON syntax or type error of data.
func Error(data []byte, err error) error {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	return fmt.Errorf("line %d: %v", 1+bytes.Count(data[:off], []byte("\n")), err)
}
