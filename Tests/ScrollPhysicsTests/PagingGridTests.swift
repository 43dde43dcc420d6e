import Testing

@testable import ScrollPhysics

@Suite("The page a release settles on (§9, UIKit 26.1 _prepareToPageWithHorizontalVelocity:…)")
struct PagingGridTests {
    let grid = PagingGrid(stride: 375, minimum: 0, maximum: 1500)

    @Test("above 0.3 pt/ms the next boundary in the flick's direction; below it the nearest page")
    func choice() {
        #expect(grid.target(offset: 425, velocity: 0.31, currentTarget: 0, heading: .none) == (750, .increasing))
        #expect(grid.target(offset: 700, velocity: -0.31, currentTarget: 0, heading: .none) == (375, .decreasing))
        // 0.3 exactly is not a flick: 700/375 = 1.87 rounds to page 2; the page lies ahead.
        #expect(grid.target(offset: 700, velocity: 0.3, currentTarget: 0, heading: .none) == (750, .increasing))
        // At rest the heading is none when the page lies ahead, decreasing when behind.
        #expect(grid.target(offset: 500, velocity: 0, currentTarget: 0, heading: .none) == (375, .decreasing))
        #expect(grid.target(offset: 600, velocity: 0, currentTarget: 0, heading: .none) == (750, PagingSpring.Direction.none))
    }

    @Test("a flick while already heading that way pages on from the current target")
    func flickDuringSettle() {
        #expect(grid.target(offset: 600, velocity: 2, currentTarget: 750, heading: .increasing).target == 1125)
        #expect(grid.target(offset: 600, velocity: -2, currentTarget: 375, heading: .decreasing).target == 0)
    }

    @Test("on a boundary exactly, the offset itself, heading unchanged; past the maximum, the last page")
    func boundaryAndEnd() {
        let r = grid.target(offset: 750, velocity: 5, currentTarget: 0, heading: .none)
        #expect(r.target == 750 && r.direction == nil)
        // Content 1687.5 wide: maximum 1312.5; a slow release at 1312.5 takes ceil(3.5) = 4 → 1500 → clamped to 1312.5.
        let partial = PagingGrid(stride: 375, minimum: 0, maximum: 1312.5)
        #expect(partial.target(offset: 1312.5, velocity: 0, currentTarget: 0, heading: .none).target == 1312.5)
        // Below the maximum the nearest page: 1200/375 = 3.2 → 1125.
        #expect(partial.target(offset: 1200, velocity: 0, currentTarget: 0, heading: .none).target == 1125)
    }

    @Test("pages start at the paging origin, not at −contentInset: with inset.left 20 they lie at 0, 375, 750")
    func origin() {
        let inset = PagingGrid(stride: 375, minimum: -20, maximum: 1520)
        #expect(inset.target(offset: 10, velocity: 0, currentTarget: 0, heading: .none).target == 0)
        #expect(inset.target(offset: 200, velocity: 0, currentTarget: 0, heading: .none).target == 375)
        let shifted = PagingGrid(stride: 300, origin: -37.5, firstPageOffset: 0, minimum: 0, maximum: 1200)
        // (400 + 37.5)/300 = 1.46 → page 1 at 262.5.
        #expect(shifted.target(offset: 400, velocity: 0, currentTarget: 0, heading: .none).target == 262.5)
    }

    @Test("a changed target snaps to the nearest page, page 0 plus the first-page offset, rounded and clamped")
    func nearestPage() {
        #expect(grid.nearestPage(to: 560, scale: 3) == 375)
        #expect(grid.nearestPage(to: 563, scale: 3) == 750)
        #expect(grid.nearestPage(to: 9000, scale: 3) == 1500)
        let offsetGrid = PagingGrid(stride: 100.1, firstPageOffset: 7, minimum: 0, maximum: 1000)
        #expect(offsetGrid.nearestPage(to: 10, scale: 3) == 7)
        // Page 2 at 200.2 is rounded to the pixel grid: 200 + round(0.6)/3 = 200.333.
        #expect(offsetGrid.nearestPage(to: 190, scale: 3) == 200 + 1.0 / 3)
    }
}
