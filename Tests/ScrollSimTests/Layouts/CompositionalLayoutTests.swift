import Foundation
import ScrollPhysics
import ScrollSimTestSupport
import Testing

@testable import ScrollSim

/// Compositional layout's orthogonal sections (docs/physics.md, "Compositional layout"): a
/// 400 pt wide collection view; cards 80 % wide (320 pt) and 250 pt tall, 10 pt apart, 12 of
/// them: group pitch P = 330, content 12 · 320 + 11 · 10 = 3950 pt.
@Suite("Compositional layout, orthogonal sections")
struct CompositionalLayoutTests {
    static let bounds = CGSize(width: 400, height: 800)

    static func cards(_ behavior: OrthogonalScrollingBehavior, count: Int = 12) -> CompositionalLayoutSection {
        let item = CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalLayoutGroup(
            layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(250)), subitem: item, count: 1)
        return CompositionalLayoutSection(group: group, itemCount: count, interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
    }

    /// Tiles 100 × 100, 10 pt apart, 20 pt section insets leading and trailing, 20 tiles:
    /// pitch 110, content 20 + 2000 + 190 + 20 = 2230, maximum offset 1830.
    static func tiles() -> CompositionalLayoutSection {
        let item = CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalLayoutGroup(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .estimated(100)), subitem: item)
        return CompositionalLayoutSection(
            group: group, itemCount: 20, interGroupSpacing: 10, contentInsets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
            orthogonalScrollingBehavior: .continuousGroupLeadingBoundary)
    }

    static func section(_ section: CompositionalLayoutSection) throws -> OrthogonalSectionScrollView {
        let descriptor = try #require(CompositionalLayout(sections: [section]).solve(bounds: bounds).sections[0].orthogonal)
        return OrthogonalSectionScrollView(descriptor: descriptor)
    }

    static func flick(_ view: SimulatedScrollView, distance: Double, velocity: Double) throws -> Recording {
        try Simulation.run(
            view, script: TimedGesture.drag(at: 0, distance: distance, releaseVelocity: .pointsPerMillisecond(velocity), frameRate: 60))
    }

    @Test("a feed: sections stack down the collection view; an orthogonal section is as wide as the view, its groups side by side")
    func solve() {
        let list = CompositionalLayoutSection(
            group: CompositionalLayoutGroup(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitem: CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))),
            itemCount: 5, interGroupSpacing: 4, contentInsets: UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        let solution = CompositionalLayout(sections: [Self.cards(.groupPagingCentered), list, Self.tiles()], interSectionSpacing: 20)
            .solve(bounds: Self.bounds)
        // 250 + 20 + (10 + 5 · 60 + 4 · 4 + 10 = 336) + 20 + 100 = 726.
        #expect(solution.contentSize == CGSize(width: 400, height: 726))
        #expect(solution.sections.map(\.frame.minY) == [0, 270, 626])
        #expect(solution.sections[1].itemFrames[1] == CGRect(x: 16, y: 270 + 10 + 64, width: 368, height: 60))
        #expect(solution.sections[0].orthogonal?.contentSize == CGSize(width: 3950, height: 250))
        #expect(solution.sections[0].itemFrames[2] == CGRect(x: 660, y: 0, width: 320, height: 250))
        #expect(solution.sections[2].orthogonal?.contentSize == CGSize(width: 2230, height: 100))
        #expect(solution.sections[2].itemFrames[1].minX == 130)
        #expect(solution.sections[1].orthogonal == nil)
    }

    @Test("the descriptor: group pitch for every orthogonal section, a paging dimension for group paging only")
    func descriptors() throws {
        for behavior in [OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging] {
            let view = try Self.section(Self.cards(behavior))
            #expect(view.descriptor.groupDimension == 330 && view.descriptor.pagingDimension == 0)
            #expect(view.interpageSpacing == .zero && view.pagingOrigin == .zero && view.contentInset == .zero)
            #expect(view.isPagingEnabled == (behavior == .paging))
            #expect(view.decelerationRate == .normal)
        }
        let grouped = try Self.section(Self.cards(.groupPaging))
        #expect(grouped.descriptor.pagingDimension == 330 && grouped.interpageSpacing.width == -70 && grouped.pagingOrigin.x == 0)
        let centred = try Self.section(Self.cards(.groupPagingCentered))
        // c = (400 − 320)/2 = 40: insets 40 both sides, origin −40, start on page 0 at −40.
        #expect(centred.contentInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40))
        #expect(centred.pagingOrigin.x == -40 && centred.interpageSpacing.width == -70 && centred.contentOffset.x == -40)
        var pitch = CompositionalLayout(sections: [Self.cards(.groupPagingCentered)])
        pitch.centeredPagingInset = .pagingDimension
        #expect(pitch.solve(bounds: Self.bounds).sections[0].orthogonal?.centeringInset == 35)
    }

    @Test("groupPagingCentered: one card per flick whatever its speed, each resting centred", arguments: [0.5, 2.0, 5.0])
    func centredFlick(velocity: Double) throws {
        // Released at −40 + 100 = 60: the next boundary forward, page ceil(100/330) = 1 at −40 + 330 = 290.
        #expect(try Self.flick(Self.section(Self.cards(.groupPagingCentered)), distance: 100, velocity: velocity).finalOffset.x == 290)
        // Card 1 spans 330…650 in the content: at 290 it shows at 40…360, centred in 400.
    }

    @Test("groupPagingCentered: a slow release goes to the nearest card; the last card is the maximum offset")
    func centredSettles() throws {
        #expect(try Self.flick(Self.section(Self.cards(.groupPagingCentered)), distance: 120, velocity: 0).finalOffset.x == -40)
        #expect(try Self.flick(Self.section(Self.cards(.groupPagingCentered)), distance: 200, velocity: 0).finalOffset.x == 290)
        let view = try Self.section(Self.cards(.groupPagingCentered))
        view.contentOffset = CGPoint(x: 3590, y: 0)  // page 11: −40 + 11 · 330, the maximum 3950 − 400 + 40
        #expect(try Self.flick(view, distance: 50, velocity: 3).finalOffset.x == 3590)
        #expect(try Self.flick(view, distance: -50, velocity: -3).finalOffset.x == 3260)
    }

    @Test("groupPaging pages by the pitch from 0; the last page clamps to the maximum 3550")
    func groupPaging() throws {
        #expect(try Self.flick(Self.section(Self.cards(.groupPaging)), distance: 100, velocity: 2).finalOffset.x == 330)
        let view = try Self.section(Self.cards(.groupPaging))
        view.contentOffset = CGPoint(x: 3300, y: 0)
        #expect(try Self.flick(view, distance: 60, velocity: 2).finalOffset.x == 3550)
    }

    @Test("paging pages by the section's width, 400")
    func paging() throws {
        #expect(try Self.flick(Self.section(Self.cards(.paging)), distance: 100, velocity: 2).finalOffset.x == 400)
        #expect(try Self.flick(Self.section(Self.cards(.paging)), distance: 150, velocity: 0).finalOffset.x == 0)
    }

    @Test("continuous glides as a plain scroll view of the same content at 0.998", arguments: [0.5, 1.5, 3.0])
    func continuous(velocity: Double) throws {
        let section = try Self.flick(Self.section(Self.cards(.continuous)), distance: 60, velocity: velocity)
        let plain = try Self.flick(horizontalScrollView(width: 400, contentWidth: 3950), distance: 60, velocity: velocity)
        #expect(section.finalOffset.x == plain.finalOffset.x)
        #expect(section.frames.map(\.contentOffset.x) == plain.frames.map(\.contentOffset.x))
    }

    @Test("the group-leading-boundary rule: ceil forward, floor back, round at rest, 0.005 of a pitch of tolerance, clamped")
    func leadingBoundaryRule() throws {
        let d = try Self.section(Self.tiles()).descriptor
        #expect(d.proposedTarget(for: 494.5, current: 50) == 550)  // ceil(4.495 − 0.005) = 5
        #expect(d.proposedTarget(for: 440.5, current: 50) == 440)  // ceil(4.0045 − 0.005) = 4
        #expect(d.proposedTarget(for: 441, current: 50) == 550)  // ceil(4.009 − 0.005) = 5
        #expect(d.proposedTarget(for: 300, current: 500) == 220)  // floor(2.727 + 0.005) = 2
        #expect(d.proposedTarget(for: 329.6, current: 500) == 330)  // floor(2.9964 + 0.005) = 3
        #expect(d.proposedTarget(for: 230, current: 230) == 220)  // round(2.09) = 2
        #expect(d.proposedTarget(for: 2000, current: 100) == 1830)  // past the maximum: clamped
        #expect(d.proposedTarget(for: -50, current: 30) == 0)  // floor(−0.45) = −1 → k ≥ 0
    }

    /// UIKit's projection from 50 pt at v pt/ms is 50 + (v − 0.01) · (−1 / ln 0.998) = 50 + (v − 0.01)
    /// · 499.49967 (§4); the section rests on the first 110 pt group boundary at or past it (less
    /// 0.005 of a pitch), clamped to the last, 1830:
    /// 0.5 → 294.755, 2.680 → 3 · 110 = 330; 1 → 544.505, 4.950 → 550; 2 → 1044.004, 9.491 → 1100;
    /// 4 → 2043.0, past the end → 1830.
    @Test(
        "continuousGroupLeadingBoundary: a flick rests on the next group boundary past UIKit's projection (0.5, 1, 2, 4 pt/ms: 330, 550, 1100, 1830)",
        arguments: [(0.5, 330.0), (1.0, 550.0), (2.0, 1100.0), (4.0, 1830.0)])
    func leadingBoundaryFlick(velocity: Double, rest: Double) throws {
        let recording = try Self.flick(Self.section(Self.tiles()), distance: 50, velocity: velocity)
        let release = try #require(recording.events.first { $0.name == .scrollViewWillEndDragging })
        #expect(Double(release.proposedTarget?.x ?? -1) == rest)
        #expect(Double(recording.finalOffset.x) == rest)
    }

    @Test("continuousGroupLeadingBoundary: hand values: 1 pt/ms from 50 projects to ≈ 544 and rests on 550; 4 pt/ms on the end, 1830")
    func leadingBoundaryHandValues() throws {
        // Projection ≈ 50 + (1 − 0.01) · 499.5 ≈ 544.5 (§4): group 5's boundary, 550.
        #expect(try Self.flick(Self.section(Self.tiles()), distance: 50, velocity: 1).finalOffset.x == 550)
        #expect(try Self.flick(Self.section(Self.tiles()), distance: 50, velocity: 4).finalOffset.x == 1830)
    }

    @Test("the scene: the collection view holds one scroll view per orthogonal section at its frame")
    func scene() throws {
        let layout = CompositionalLayout(sections: [Self.cards(.groupPagingCentered), Self.tiles()], interSectionSpacing: 20)
        let (collectionView, sections) = layout.makeScene(bounds: Self.bounds)
        #expect(collectionView.contentSize == CGSize(width: 400, height: 370))
        #expect(sections.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 250), CGRect(x: 0, y: 270, width: 400, height: 100)])
        #expect(collectionView.subviews.count == 2)
    }

    /// UIKit 26.1 `-[_UICollectionViewOrthogonalScrollView configureForDescriptor:]` rounds the
    /// centring inset with `UIRoundToViewScale`, `round(v · s) / s`, half away from zero, after
    /// subtracting and halving in doubles. For a 390 pt view at scale 3 and a group 995/3 pt wide,
    /// (390 − 331.6666666666667) · 0.5 = 29.166666666666657 and · 3 = 87.49999999999997, not
    /// 87.5: it rounds to 87 px, 29.0 pt. Only integer pixel arithmetic, (1170 − 995) / 2 = 87.5
    /// px, would give 88 px (29.333 pt), and nothing in UIKit's code computes in pixels there.
    @Test("the centred inset of a 995/3 pt group in 390 pt at scale 3 is 29.0 pt: UIKit's order in doubles gives 87.49999999999997 px")
    func centredInsetHalfPixel() {
        let item = CompositionalLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CompositionalLayoutGroup(
            layoutSize: .init(widthDimension: .absolute(995.0 / 3), heightDimension: .absolute(250)), subitem: item, count: 1)
        let section = CompositionalLayoutSection(group: group, itemCount: 5, orthogonalScrollingBehavior: .groupPagingCentered)
        let solution = CompositionalLayout(sections: [section]).solve(bounds: CGSize(width: 390, height: 800), displayScale: 3)
        let inset = solution.sections[0].orthogonal?.centeringInset
        // The arithmetic itself, as UIKit's order gives it.
        let pixels = (390 - 995.0 / 3) * 0.5 * 3
        #expect(pixels == 87.49999999999997 && pixels.rounded() == 87)
        #expect(inset == 29)
    }
}
