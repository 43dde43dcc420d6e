import ScrollSimScenarios
import Testing

/// The frame columns are declared once (name and unit); every format's spelling follows from
/// that declaration. The spellings are pinned here because files already written depend on them.
@Suite("Frame columns: one declaration, every spelling")
struct FrameColumnTests {
    @Test("CSV, golden, stream and table spellings of the seven columns")
    func spellings() {
        #expect(FrameLineFormat.csvHeader == "frame,t_s,x_pt,y_pt,vx_pt_per_s,vy_pt_per_s,phase")
        #expect(FrameLineFormat.goldenHeader == "frame t(s) x(pt) y(pt) vx(pt/s) vy(pt/s) phase")
        #expect(FrameLineFormat.streamHeader == "frame t_s x_pt y_pt vx_pt_per_s vy_pt_per_s phase flags")
        #expect(FrameLineFormat.columns.map(\.tableName) == ["frame", "t (s)", "x (pt)", "y (pt)", "vx (pt/s)", "vy (pt/s)", "phase"])
    }

    @Test("a golden opens with its version line and the golden column comment")
    func goldenHeader() {
        #expect(
            Golden.header(name: "free-fling", frameRate: 60)
                == "# scrollsim golden 2: free-fling (60 fps)\n# frame t(s) x(pt) y(pt) vx(pt/s) vy(pt/s) phase\n")
    }
}
