// Scenario files are read with the JSON utility, and their errors, values and readers are its
// types (`InputError`, `JSONValue`, `JSONReader`): `import ScrollSimScenarios` brings them along.
@_exported import ScrollSimJSON
