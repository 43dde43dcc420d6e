// SwiftUI's scroll-target names at the top level, where SwiftUI does not exist (Linux), so that a
// behavior written for an app compiles anywhere in a Linux test. Everywhere, the same names are
// member types of `SimulatedSwiftUI`, for code pasted into an extension of it.
#if !canImport(SwiftUI)
    /// `ScrollTargetBehavior`, as ScrollSim models it.
    public typealias ScrollTargetBehavior = SimulatedSwiftUI.ScrollTargetBehavior
    /// `ScrollTarget`, as ScrollSim models it.
    public typealias ScrollTarget = SimulatedSwiftUI.ScrollTarget
    /// `ScrollTargetBehaviorContext`, as ScrollSim models it.
    public typealias ScrollTargetBehaviorContext = SimulatedSwiftUI.ScrollTargetBehaviorContext
    /// `ScrollTargetBehaviorProperties`, as ScrollSim models it.
    public typealias ScrollTargetBehaviorProperties = SimulatedSwiftUI.ScrollTargetBehaviorProperties
    /// `ScrollTargetBehaviorPropertiesContext`, as ScrollSim models it.
    public typealias ScrollTargetBehaviorPropertiesContext = SimulatedSwiftUI.ScrollTargetBehaviorPropertiesContext
    /// `PagingScrollTargetBehavior`, as ScrollSim models it.
    public typealias PagingScrollTargetBehavior = SimulatedSwiftUI.PagingScrollTargetBehavior
    /// `ViewAlignedScrollTargetBehavior`, as ScrollSim models it.
    public typealias ViewAlignedScrollTargetBehavior = SimulatedSwiftUI.ViewAlignedScrollTargetBehavior
    /// `UnitPoint`, as ScrollSim models it.
    public typealias UnitPoint = SimulatedSwiftUI.UnitPoint
    /// `Axis`, as ScrollSim models it.
    public typealias Axis = SimulatedSwiftUI.Axis
    /// `EdgeInsets`, as ScrollSim models it.
    public typealias EdgeInsets = SimulatedSwiftUI.EdgeInsets
    /// `LayoutDirection`, as ScrollSim models it.
    public typealias LayoutDirection = SimulatedSwiftUI.LayoutDirection
    /// `UserInterfaceSizeClass`, as ScrollSim models it.
    public typealias UserInterfaceSizeClass = SimulatedSwiftUI.UserInterfaceSizeClass
#endif
