import ScrollSimScenarios
import Testing

/// A scenario's `expect`: what counts as checking something.
@Suite("Expectations")
struct ExpectationsTests {
    @Test("expectations are empty until one is set: a tolerance alone checks nothing, restBefore does")
    func emptiness() {
        var e = Expectations()
        #expect(e.isEmpty)
        e.tolerance = 0.01
        #expect(e.isEmpty)
        e.restBefore = 1
        #expect(!e.isEmpty)
    }
}
