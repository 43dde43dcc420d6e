import Foundation
import ScrollSim

/// Plain words for the views of a page (`scrollsim view`) and the setting it compares: what a
/// designer reads, derived from the scenario (the views' names and kinds, the sections'
/// orthogonal behaviours, the strategies) and from the setting's key and value, never written per
/// scenario. The raw key stays on the page as a small line for engineers.
public enum PageWords {
    /// An orthogonal section's behaviour in words: `continuousGroupLeadingBoundary` is `continuous,
    /// to group edge`, `groupPagingCentered` is `group paging, centred`.
    public static func behaviour(_ behaviour: OrthogonalScrollingBehavior) -> String {
        switch behaviour {
        case .none: "does not scroll"
        case .continuous: "continuous"
        case .continuousGroupLeadingBoundary: "continuous, to group edge"
        case .paging: "paging"
        case .groupPaging: "group paging"
        case .groupPagingCentered: "group paging, centred"
        }
    }

    /// A strategy's catalog name in words: `group-paging-centered` is `group paging centered`,
    /// `none` is `none`.
    public static func strategy(_ name: String) -> String { name.replacingOccurrences(of: "-", with: " ") }

    /// An identifier in lower-case words: `orthogonalScrollingBehavior` is `orthogonal scrolling
    /// behavior`, `itemSize` is `item size`; anything else is returned as it is.
    static func words(_ identifier: String) -> String {
        guard identifier.first?.isLetter == true, identifier.allSatisfy({ $0.isLetter || $0.isNumber }) else { return identifier }
        var out = ""
        for c in identifier {
            if c.isUppercase && !out.isEmpty { out.append(" ") }
            out += c.lowercased()
        }
        return out
    }

    /// The setting of the last component of a key, where its own words say less: a key not
    /// listed is said in its words (`flickVelocity` is `flick velocity`).
    static let settingNames = [
        "decelerationRate": "deceleration", "orthogonalScrollingBehavior": "scrolling", "strategy": "snapping",
        "isPagingEnabled": "paging", "bounces": "bounce", "contentOffset": "start offset",
    ]

    /// The setting `key` sets, in words: `scrollView.decelerationRate` is `deceleration`; a key of a
    /// view inside (`view` its name) says the view, `scrolling of 'cards'`.
    public static func setting(key: String, view: String?) -> String {
        var last = key.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? key
        if key.hasSuffix("strategy.name") { last = "strategy" }
        let name = settingNames[last] ?? words(last)
        return view.map { "\(name) of '\($0)'" } ?? name
    }

    /// A value of `key` in words: a behaviour's words, a strategy's, `on` and `off` for `true` and
    /// `false`, an identifier's words (`pagingDimension` is `paging dimension`); a number as given.
    public static func value(_ value: String, key: String) -> String {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        if last == "orthogonalScrollingBehavior", let b = OrthogonalScrollingBehavior(rawValue: value) { return behaviour(b) }
        if last == "strategy" || key.hasSuffix("strategy.name") { return strategy(value) }
        if value == "true" { return "on" }
        if value == "false" { return "off" }
        return words(value)
    }

    /// A compared setting and its value in words, as a run's `variant`: `deceleration: fast`.
    public static func setting(key: String, value: String, view: String?) -> String {
        "\(setting(key: key, view: view)): \(Self.value(value, key: key))"
    }

    /// A view's title: its kind, then its name in quotes unless the name already says the kind
    /// (`Carousel 'cards'`; a view named `carousel` is `Carousel`), then its details in brackets,
    /// separated by semicolons (`Carousel 'cards' (group paging, centred)`).
    public static func title(kind: String, name: String?, details: [String]) -> String {
        var title = kind
        if let name {
            let kindWord = kind.split(separator: " ").first.map { $0.lowercased() } ?? ""
            let said = words(name).replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            title = said.split(separator: " ").contains { $0 == kindWord } ? said.prefix(1).uppercased() + said.dropFirst() : "\(kind) '\(name)'"
        }
        return details.isEmpty ? title : "\(title) (\(details.joined(separator: "; ")))"
    }
}

extension Scenario {
    /// The title, in plain words, of the scene's own view (`view` nil) or of the view inside named
    /// `view`, drawn in `scene`: its kind (`FeelPage.Scene.kindWords`; an orthogonal section is a
    /// `Carousel`, a collection view that does not scroll says so), its name, its section's
    /// behaviour and its strategy other than `none`. A detail that `comparing` (the key of the
    /// setting the page compares, when it is this view's) sets is left to the run's variant.
    public func pageTitle(of view: String?, scene: FeelPage.Scene, comparing key: String? = nil) -> String {
        let found = view.flatMap { subviewsByName[$0]?.placed }
        let placed = found?.spec
        let section = found?.section.flatMap { layout?.compositional?.sections[$0] }
        var kind = scene.kindWords
        if section != nil {
            kind = "Carousel"
        } else if kind == "Screen (does not scroll)", (placed?.layout ?? layout) != nil {
            kind = "Collection view (does not scroll)"
        }
        let last = key.map { PageWords.setting(key: $0, view: nil) }
        var details: [String] = []
        if let behaviour = section?.orthogonalScrollingBehavior, last != "scrolling" { details.append(PageWords.behaviour(behaviour)) }
        let strategy = placed?.strategy ?? self.strategy
        if strategy.name != "none", last != "snapping" { details.append("snapping: " + PageWords.strategy(strategy.name)) }
        return PageWords.title(kind: kind, name: view, details: details)
    }
}
