// Placeholder so that SwiftPM finds a source file for ScrollSimStrategiesTests until its tests land.
