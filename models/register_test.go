package models_test

// The package's tests load board profiles, which name core and memory
// models: the registrations come from boardless/models/all (whose
// packages import this one, so the tests cannot import them directly).
import _ "boardless/models/all"
