import Foundation
import ScrollSimCLI
import ScrollSimTestSupport
import Testing

/// The zoom scale in `run`'s outputs, for a view that can zoom (docs/cli.md "Zoom"), read from
/// `Scenarios/pinch-zoom-past-maximum-bounces-back.json`: limits 1 and 2, a pinch about (187.5,
/// 333.5) spreading 1.5, 2, 2.5 at frames 3, 6, 9 and lifted at frame 12; 2.5 is rubber-banded
/// to 2 · (2 − 2/2.5) = 2.4 at frame 9, and the zoom animates back to 2, shown from frame 21.
@Suite("Zoom scale in run's outputs")
struct ZoomOutputTests {
    static let file = PackagePaths.scenarios() + "/pinch-zoom-past-maximum-bounces-back.json"
    static let still = PackagePaths.scenarios() + "/animated-set-content-offset.json"

    @Test("JSON frames carry zoom_scale and the summary final_zoom_scale; a view that cannot zoom has neither")
    func json() async {
        let out = await Invocation(["run", Self.file, "--format", "json"]).output
        // Frame 0: before the first zoom, 1; frame 9: 2.4; the summary: 2.
        #expect(out.contains(#""phase":"idle","zoom_scale":1}"#))
        #expect(out.contains(#""offset_pt":[262.5,466.9],"velocity_pt_per_s":[0,0],"phase":"idle","zoom_scale":2.4}"#))
        #expect(out.contains(#""maximum_overshoot_pt":0,"final_zoom_scale":2"#))
        let other = await Invocation(["run", Self.still, "--format", "json"]).output
        #expect(!other.contains("zoom"))
    }

    @Test("the CSV ends each row with zoom_scale (4 decimals) when a file can zoom, empty for a file that cannot")
    func csv() async {
        let out = await Invocation(["run", Self.file, Self.still, "--format", "csv"]).output
        let lines = out.split(separator: "\n")
        #expect(lines.first == "name,frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase,zoom_scale")
        #expect(lines.contains("pinch-zoom-past-maximum-bounces-back,9,0.1500,262.500,466.900,0.00,0.00,idle,2.4000"))
        #expect(lines.contains("pinch-zoom-past-maximum-bounces-back,21,0.3500,187.667,333.667,0.00,0.00,idle,2.0000"))
        // animated-set-content-offset cannot zoom: its cell is empty. Frame 17 rests at 600.
        #expect(lines.contains("animated-set-content-offset,17,0.2833,0.000,600.000,0.00,0.00,idle,"))
        let alone = await Invocation(["run", Self.still, "--format", "csv"]).output
        #expect(!alone.contains("zoom"))
    }

    @Test("the text table has a zoom column before the phase and the summary the final zoom")
    func text() async {
        let out = await Invocation(["run", Self.file]).output
        #expect(out.contains("zoom  phase\n"))
        #expect(out.contains("  2.400  idle\n"))
        #expect(out.contains("max overshoot 0.000 pt, zoom 2.000\n"))
        let other = await Invocation(["run", Self.still]).output
        #expect(!other.contains("zoom"))
    }

    @Test("the feel page holds the zoom of a run that zoomed, in thousandths, and none for a run that did not")
    func feelPage() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        _ = await Invocation(["view", Self.file, "--output", out])
        let html = try String(contentsOfFile: out, encoding: .utf8)
        // Packed deltas: 1 (1000) for frames 0 to 2, +0.5 at frame 3, held, +0.5 at 6, held, +0.4 (2.4) at 9.
        #expect(html.contains(#""zoom":"1000,0*2,500,0*2,500,0*2,400,"#))
        _ = await Invocation(["view", Self.still, "--output", out])
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains(#""zoom":"#))
    }

    /// `Scenarios/photo-viewer-zoomed-photo-hands-pan-to-pager.json`: a pager that cannot zoom,
    /// three photos inside that can; the middle one (`page1`) pinched about (0, 333.5) to 2 at
    /// frame 3 (offset 2 · 333.5 − 333.5 = 333.5 on y), lifted at frame 6 onto the 1/3 pt grid
    /// (1001 / 3 = 333.667).
    static let viewer = PackagePaths.scenarios() + "/photo-viewer-zoomed-photo-hands-pan-to-pager.json"

    @Test("views inside that can zoom carry their zoom: a CSV cell per row and JSON frames and summary, none for the pager")
    func viewsInside() async {
        let csv = await Invocation(["run", Self.viewer, "--format", "csv"]).output.split(separator: "\n")
        #expect(csv.contains("photo-viewer-zoomed-photo-hands-pan-to-pager,3,0.0500,375.000,0.000,0.00,0.00,idle,"))
        #expect(csv.contains("photo-viewer-zoomed-photo-hands-pan-to-pager.page0,0,0.0000,0.000,0.000,0.00,0.00,idle,1.0000"))
        #expect(csv.contains("photo-viewer-zoomed-photo-hands-pan-to-pager.page1,3,0.0500,0.000,333.500,0.00,0.00,idle,2.0000"))
        #expect(csv.contains("photo-viewer-zoomed-photo-hands-pan-to-pager.page1,6,0.1000,0.000,333.667,0.00,0.00,idle,2.0000"))
        let json = await Invocation(["run", Self.viewer, "--format", "json"]).output
        #expect(json.contains(#""offset_pt":[0,333.5],"velocity_pt_per_s":[0,0],"phase":"idle","zoom_scale":2}"#))
        // The pager's summary has no zoom; each page's has its own (JSON numbers carry 6 decimals).
        #expect(json.contains(#""maximum_overshoot_pt":0,"subviews""#))
        #expect(json.contains(#""final_offset_pt":[0,333.666667]"#) && json.contains(#""final_zoom_scale":2,"moved":true"#))
    }
}
