package chip_test

// The package's tests load board profiles, which name core and memory
// models: the registrations come from boardless/models/all (which
// imports this package, so the tests cannot import it directly).
import _ "boardless/models/all"
