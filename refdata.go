package boardless

import "embed"

// ReferenceDir is the directory, inside ReferenceData and inside the
// repository, that holds the reference CSV files.
const ReferenceDir = "testdata/reference"

// ReferenceData embeds the measured reference figures transcribed from the
// seed reports (testdata/reference/*.csv; see the README.md there). Paths in
// it keep their directory, so read it with
//
//	sub, _ := fs.Sub(boardless.ReferenceData, boardless.ReferenceDir)
//	rows, err := reference.Load(sub)
//
//go:embed testdata/reference/*.csv
var ReferenceData embed.FS
