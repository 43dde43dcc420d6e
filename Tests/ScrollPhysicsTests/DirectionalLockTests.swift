import Testing

@testable import ScrollPhysics

/// The lock's choice of axis from one move, with 26.1's 20° and 70°.
@Suite("Directional lock: the choice of axis")
struct DirectionalLockTests {
    @Test(
        "within 20° of the horizontal locks it, from 70° the vertical, between keeps the lock; a move along one axis locks it",
        arguments: [
            (5.0, 1.0, DirectionalLock.Axis.horizontal),  // 11.3°
            (1.0, 0.36, .horizontal),  // 19.8°
            (1.0, 0.37, nil),  // 20.3°
            (5.0, 5.0, nil),  // 45°
            (1.0, 2.73, nil),  // 69.9°
            (1.0, 2.76, .vertical),  // 70.1°
            (-1.0, -5.0, .vertical),  // 78.7°, signs do not matter
            (0.0, 3.0, .vertical),
            (4.0, 0.0, .horizontal),
            (0.0, 0.0, nil),
        ] as [(Double, Double, DirectionalLock.Axis?)])
    func choice(dx: Double, dy: Double, axis: DirectionalLock.Axis?) {
        #expect(DirectionalLock.choose(dx: dx, dy: dy, scrollsHorizontally: true, scrollsVertically: true) == axis)
    }

    @Test("only an axis the view can scroll is chosen")
    func onlyScrollableAxes() {
        #expect(DirectionalLock.choose(dx: 5, dy: 1, scrollsHorizontally: false, scrollsVertically: true) == nil)
        #expect(DirectionalLock.choose(dx: 1, dy: 5, scrollsHorizontally: true, scrollsVertically: false) == nil)
    }
}
