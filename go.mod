module boardless

go 1.26.8

require (
	github.com/ianlancetaylor/demangle v0.0.0-20260724033716-83e58baca724 // indirect
	github.com/spf13/pflag v1.1.0 // indirect
)
