import Foundation
import ScrollSim
import ScrollSimGoldens
import ScrollSimScenarios
import ScrollSimTestSupport
import Testing

/// The page's words: what each view is and what setting a run has, said as a designer reads them,
/// from the scenario's data (names, kinds, behaviours, strategies), never from a setting key.
@Suite("Feel page words")
struct PageWordsTests {
    @Test("each orthogonal behaviour is said in words: continuousGroupLeadingBoundary is 'continuous, to group edge'")
    func behaviours() {
        let words = OrthogonalScrollingBehavior.allCases.map(PageWords.behaviour)
        #expect(
            words == [
                "does not scroll", "continuous", "continuous, to group edge", "paging", "group paging", "group paging, centred",
            ])
    }

    @Test("a compared setting is said in words: scrollView.decelerationRate=fast is 'deceleration: fast'")
    func settings() {
        #expect(PageWords.setting(key: "scrollView.decelerationRate", value: "fast", view: nil) == "deceleration: fast")
        #expect(
            PageWords.setting(key: "layout.sections[0].orthogonalScrollingBehavior", value: "groupPagingCentered", view: "cards")
                == "scrolling of 'cards': group paging, centred")
        #expect(PageWords.setting(key: "strategy", value: "group-paging-centered", view: nil) == "snapping: group paging centered")
        #expect(PageWords.setting(key: "scrollView.isPagingEnabled", value: "true", view: nil) == "paging: on")
        #expect(
            PageWords.setting(key: "subviews[0].scrollView.decelerationRate", value: "0.995", view: "carousel") == "deceleration of 'carousel': 0.995"
        )
        // A key not listed is said in its own words.
        #expect(PageWords.setting(key: "layout.minimumLineSpacing", value: "16", view: nil) == "minimum line spacing: 16")
    }

    @Test("a view's title is its kind and its name in quotes, unless the name says the kind, then its details")
    func titles() {
        #expect(PageWords.title(kind: "Carousel", name: "cards", details: ["group paging, centred"]) == "Carousel 'cards' (group paging, centred)")
        #expect(PageWords.title(kind: "Carousel", name: "carousel", details: []) == "Carousel")
        #expect(PageWords.title(kind: "Carousel", name: "topCarousel", details: []) == "Top carousel")
        #expect(PageWords.title(kind: "Feed", name: nil, details: ["snapping: peek", "x"]) == "Feed (snapping: peek; x)")
    }

    @Test("a view's kind comes from the axes it scrolls: vertical a feed, horizontal a carousel, paging a pager, neither says so")
    func kinds() {
        func scene(_ max: CGPoint) -> FeelPage.Scene {
            FeelPage.Scene(boundsSize: CGSize(width: 375, height: 667), minimumOffset: .zero, maximumOffset: max, itemFrames: [])
        }
        #expect(scene(CGPoint(x: 0, y: 2333)).kindWords == "Feed")
        #expect(scene(CGPoint(x: 1129, y: 0)).kindWords == "Carousel")
        #expect(scene(CGPoint(x: 10, y: 10)).kindWords == "Scroll view (both ways)")
        #expect(scene(.zero).kindWords == "Screen (does not scroll)")
        var pager = scene(CGPoint(x: 750, y: 0))
        pager.paging = Recording.Paging(origin: .zero, stride: CGSize(width: 375, height: 667))
        #expect(pager.kindWords == "Pager")
    }

    @Test(
        "the compositional feed's views are titled Feed, Carousel 'featured' (group paging, centred) and Carousel 'tiles' (continuous, to group edge)"
    )
    func compositionalFeed() throws {
        let scenario = try ScenarioFile.load(PackagePaths.scenarios() + "/compositional-feed-tiles-flick.json").scenario
        let run = try ScenarioRunner.run(scenario)
        #expect(scenario.pageTitle(of: nil, scene: FeelPage.Scene(run.recording)) == "Feed")
        let titles = run.subviews.map { scenario.pageTitle(of: $0.name, scene: FeelPage.Scene($0.recording)) }
        #expect(titles == ["Carousel 'featured' (group paging, centred)", "Carousel 'tiles' (continuous, to group edge)"])
        // Comparing the tiles' behaviour, the title leaves it to the run's variant.
        let key = "layout.sections[1].orthogonalScrollingBehavior"
        #expect(scenario.pageTitle(of: "tiles", scene: FeelPage.Scene(run.subviews[1].recording), comparing: key) == "Carousel 'tiles'")
    }
}
