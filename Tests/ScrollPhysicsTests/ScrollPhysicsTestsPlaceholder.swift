// Placeholder so that SwiftPM finds a source file for ScrollPhysicsTests until its tests land.
