// Loading this means something reached for better-sqlite3: VIN decoding must go through sql.js.
throw new Error(
  'better-sqlite3 is not installed in Pitstop (see docs/operations.md, "VIN decoding"): use sql.js',
);
