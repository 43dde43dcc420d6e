// Goldens, outputs and their formats (`Golden`, `FrameLineFormat`, `AtomicFile`, `RecordMode`)
// live in their own module so that `ScrollSimTesting` needs no scenario decoding; scenario code
// uses them throughout, so `import ScrollSimScenarios` brings them along too.
@_exported import ScrollSimGoldens
// Scenario files are read with the JSON utility, and their errors, values and readers are its
// types (`InputError`, `JSONValue`, `JSONReader`): `import ScrollSimScenarios` brings them along.
@_exported import ScrollSimJSON
