#!/usr/bin/env python3
"""Writes Scenarios/*.json. Expectations are hand-derived from physics-reference formulas
(arithmetic in each description), never copied from a run. Re-run after editing; then
`SCROLLSIM_RECORD=all swift run scrollsim check` re-records the goldens. `--check` writes nothing
and exits 1 when a bundled file differs from what this script writes (CI runs it)."""
import json, os, re, sys

V = {"bounds": [375, 667], "contentSize": [375, 10000]}
H = {"bounds": [375, 250], "contentSize": [3000, 250]}
CALLS_FLING = ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
               "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidScroll",
               "scrollViewDidEndDecelerating"]

def zeroed(calls):
    """`calls` with UIKit's zeroing of a release under 0.25 pt/ms noted before the release callback."""
    i = calls.index("scrollViewWillEndDragging")
    return calls[:i] + ["releaseZeroed"] + calls[i:]


def drag(distance, v, t=0.0):
    return {"t": t, "type": "drag", "distance": distance, "releaseVelocity": v}

S = []
def add(name, description, scroll, gestures, expect, **extra):
    d = {"$schema": "scenario.schema.json", "name": name, "description": description}
    d.update({k: v for k, v in extra.items() if k in ("frameRate",)})
    d["scrollView"] = scroll
    for k in ("layout", "strategy", "simulation", "changeTarget", "subviews"):
        if k in extra: d[k] = extra[k]
    d["gestures"] = gestures
    if "until" in extra: d["until"] = extra["until"]
    d["expect"] = expect
    S.append(d)

REL = ("The drag gesture moves the content for 0.1 s (6 frames) and releases at t = 0.1 + 1/60 = 0.1167 s "
       "with exactly the given velocity (both last pan samples carry it, so 0.75/0.25 blending changes nothing).")

add("free-fling", REL + " Release at y = 1000 + 100 = 1100 with v0 = 2 pt/ms, rate 0.998. Landing distance "
    "(|v0| - 0.01) * d/(1 - d) = 1.99 * 499 = 993.0 pt, so rest at 2093.0 (pixel grid and the discrete stop move it by "
    "< 0.35 pt). Time to stop ln(0.01/2)/ln(0.998) = 2647 ms, rest near 0.117 + 2.647 = 2.764 s. Proposed target "
    "1100 + 1.99/|ln 0.998| = 1100 + 1.99 * 499.50 = 2094.0.",
    dict(V, contentOffset=[0, 1000], decelerationRate="normal"), [drag(100, 2)],
    {"finalOffset": [0, 2093.0], "tolerance": 0.5, "restBefore": 2.85, "restAfter": 2.68, "maxOvershoot": 0,
     "target": [0, 2094.0], "releaseVelocity": [0, 2], "callbacks": CALLS_FLING})

add("free-fling-fast", REL + " As free-fling at rate 0.99 (`fast`): distance 1.99 * 0.99/0.01 = 197.0 pt, rest at "
    "1297.0; time ln(0.005)/ln(0.99) = 527 ms, rest near 0.117 + 0.527 = 0.644 s. Proposed target 1100 + 1.99/0.01005 = 1298.0.",
    dict(V, contentOffset=[0, 1000], decelerationRate="fast"), [drag(100, 2)],
    {"finalOffset": [0, 1297.0], "restBefore": 0.72, "restAfter": 0.58, "target": [0, 1298.0], "maxOvershoot": 0})

add("free-fling-custom-rate", REL + " As free-fling with decelerationRate 0.995: UIKit stores only two rates, fast "
    "below 0.994 and normal otherwise (setDecelerationRate:), so 0.995 runs as normal, 0.998: the same 993.0 pt glide "
    "to 2093.0, the same proposal 2094.0 and rest near 2.76 s as free-fling. A what-if at 0.995 itself is "
    "free-fling-exact-rate-what-if.",
    dict(V, contentOffset=[0, 1000], decelerationRate=0.995), [drag(100, 2)],
    {"finalOffset": [0, 2093.0], "restBefore": 2.85, "restAfter": 2.68, "target": [0, 2094.0], "maxOvershoot": 0})
add("free-fling-exact-rate-what-if", REL + " A what-if UIKit cannot run: simulation.exactDecelerationRate keeps 0.995 "
    "as given (every output says so). Distance 1.99 * 0.995/0.005 = 396.0 pt, rest at 1496.0; time ln(0.005)/ln(0.995) "
    "= 1057 ms, rest near 1.174 s. Proposed target 1100 + 1.99/0.0050125 = 1497.0.",
    dict(V, contentOffset=[0, 1000], decelerationRate=0.995), [drag(100, 2)],
    {"finalOffset": [0, 1496.0], "restBefore": 1.25, "restAfter": 1.1, "target": [0, 1497.0], "maxOvershoot": 0},
    simulation={"exactDecelerationRate": True})

add("free-fling-120hz", REL.replace("6 frames", "12 frames").replace("1/60 = 0.1167", "1/120 = 0.1083") +
    " free-fling at 120 frames per second: the integrator composes exactly, so it lands where the 60 Hz run does, "
    "1100 + 993.0 = 2093.0 (the discrete stop differs by < 0.2 pt). Rest near 0.108 + 2.647 = 2.756 s.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 2093.0], "restBefore": 2.85, "restAfter": 2.68}, frameRate=120)

add("slow-release-no-fling", REL + " Release velocity 0.2 pt/ms is below 0.25 pt/ms (250 pt/s): no deceleration. "
    "The content stays at 1000 + 100 = 1100 and scrollViewDidEndDragging says willDecelerate = false; the delegate "
    "receives velocity 0.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 0.2)],
    {"finalOffset": [0, 1100], "tolerance": 0.01, "releaseVelocity": [0, 0], "restBefore": 0.2,
     "callbacks": zeroed(["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging", "scrollViewDidEndDragging"])})

add("vertical-list-fling", "A vertical flow layout of 100 rows 375 x 80 (no spacing), content height 8000. A swipe of "
    "-120 pt in 0.1 s: finger velocity -1200 pt/s, so scroll samples 1.2 pt/ms and release velocity 1.2 pt/ms at y = 120. "
    "Distance 1.19 * 499 = 593.8, rest at 713.8. The row nearest the bounds' centre 713.8 + 333.5 = 1047.3 is row 13 "
    "(centre 13 * 80 + 40 = 1080, 32.7 away; row 12 is 47.3 away).",
    {"bounds": [375, 667]},
    [{"t": 0, "type": "swipe", "translation": [0, -120], "duration": 0.1}],
    {"finalOffset": [0, 713.8], "finalPage": 13, "releaseVelocity": [0, 1.2], "restBefore": 2.6},
    layout={"scrollDirection": "vertical", "itemCount": 100, "itemSize": [375, 80], "minimumLineSpacing": 0,
            "minimumInteritemSpacing": 0})

add("rubber-band-release", "A drag 200 pt past the top edge (start 0), released with velocity 0. Rubber band with c = 0.55 "
    "and range 667: -667 * (1 - 1/(1 + 0.55 * 200/667)) = -667 * (1 - 1/1.164918) = -94.43 pt, the largest overshoot. "
    "The release is a pure exponential return y0 * 0.99^s, within 0.5 pt after ln(0.5/94.43)/ln(0.99) = 522 ms: rest "
    "near 0.117 + 0.522 = 0.64 s, at 0.",
    dict(V), [drag(-200, 0)],
    {"finalOffset": [0, 0], "tolerance": 0.5, "minOvershoot": 94.43, "maxOvershoot": 94.43, "restBefore": 0.75, "restAfter": 0.55})

add("rubber-band-always-bounce", "Content 375 x 300 is shorter than the 667 pt bounds, but alwaysBounceVertical lets it "
    "bounce. A pull of 100 pt down: -667 * (1 - 1/(1 + 0.55 * 100/667)) = -667 * 0.076178 = -50.81 pt. Return within "
    "0.5 pt after ln(0.5/50.81)/ln(0.99) = 460 ms of bounce, counted from t = 0.1 s (the release frame at 0.1167 s "
    "already carries one frame of motion): rest at the first frame after 0.560 s, 0.5667 s (0.55 to 0.60 allowed).",
    {"bounds": [375, 667], "contentSize": [375, 300], "alwaysBounceVertical": True}, [drag(-100, 0)],
    {"finalOffset": [0, 0], "minOvershoot": 50.81, "maxOvershoot": 50.81, "restBefore": 0.6, "restAfter": 0.55})

EDGE = (" Free deceleration composes exactly, so the speed at the edge satisfies distance = (v0 - ve) * d/(1 - d): "
        "ve = v0 - distance/499. The peak overshoot is 33.3 ms * ve (reference section 6) and the bounce ends at the edge. "
        "Counted from t = 0.1 s (the release frame at 0.1167 s already carries one frame of motion), the edge is reached "
        "after ln(ve/2)/ln(0.998) ms (144 ms for ve = 1.499, 161 for 1.449, 167 for 1.433), and the bounce "
        "y(s) = 0.99^s * ve * 499 * (1 - 0.998^s) is back within half a pixel (y < 0.5) after 699, 696 and 694 ms: "
        "rest at the first frame after 0.943, 0.957 and 0.961 s, that is 0.95, 0.9667 and 0.9667 s (0.92 to 1.0 allowed).")
add("fling-into-top-edge", REL + EDGE + " Release at 300 - 50 = 250 with -2 pt/ms: ve = 2 - 250/499 = 1.499 pt/ms, "
    "peak 33.3 * 1.499 = 49.9 pt above the top.",
    dict(V, contentOffset=[0, 300]), [drag(-50, -2)],
    {"finalOffset": [0, 0], "tolerance": 1.0, "minOvershoot": 49.9, "maxOvershoot": 49.9, "restBefore": 1.0, "restAfter": 0.92})
add("safe-area-feed", REL + EDGE + " An iPhone feed: safe area 47 pt on top and 34 at the bottom (10 at the sides), "
    "contentInsetAdjustmentBehavior automatic: the vertical axis scrolls, so adjustedContentInset is 47 / 34 and the top "
    "edge is at -47 (the sides do not scroll, so they stay 0). Release at 300 - 50 = 250 with -2 pt/ms: 250 + 47 = 297 pt "
    "to the edge, ve = 2 - 297/499 = 1.405 pt/ms, peak 33.3 * 1.405 = 46.8 pt above it; the edge after "
    "ln(1.405/2)/ln(0.998) = 177 ms, back within half a pixel about 692 ms later: rest near 0.1 + 0.177 + 0.692 = 0.97 s, at "
    "-47.",
    dict(V, contentOffset=[0, 300], safeAreaInsets={"top": 47, "left": 10, "bottom": 34, "right": 10},
         contentInsetAdjustmentBehavior="automatic"), [drag(-50, -2)],
    {"finalOffset": [0, -47], "tolerance": 1.0, "minOvershoot": 46.8, "maxOvershoot": 46.8, "restBefore": 1.05,
     "restAfter": 0.92})
add("fling-into-bottom-edge", REL + EDGE + " Content 5000 tall, maximum offset 5000 - 667 = 4333. Release at 4000 + 50 = "
    "4050 with 2 pt/ms: ve = 2 - 283/499 = 1.433 pt/ms, peak 33.3 * 1.433 = 47.7 pt below the bottom.",
    {"bounds": [375, 667], "contentSize": [375, 5000], "contentOffset": [0, 4000]}, [drag(50, 2)],
    {"finalOffset": [0, 4333], "tolerance": 1.0, "minOvershoot": 47.7, "maxOvershoot": 47.7, "restBefore": 1.0, "restAfter": 0.92})
add("fling-into-left-edge", REL + EDGE + " Horizontal, release at 300 - 50 = 250 with -2 pt/ms: ve = 1.499 pt/ms, peak 49.9 pt.",
    dict(H, contentOffset=[300, 0]), [drag(-50, -2)],
    {"finalOffset": [0, 0], "tolerance": 1.0, "minOvershoot": 49.9, "maxOvershoot": 49.9, "restBefore": 1.0, "restAfter": 0.92})
add("fling-into-right-edge", REL + EDGE + " Horizontal, content 3000 wide, maximum 2625. Release at 2300 + 50 = 2350 with "
    "2 pt/ms: ve = 2 - 275/499 = 1.449 pt/ms, peak 33.3 * 1.449 = 48.3 pt.",
    dict(H, contentOffset=[2300, 0]), [drag(50, 2)],
    {"finalOffset": [2625, 0], "tolerance": 1.0, "minOvershoot": 48.3, "maxOvershoot": 48.3, "restBefore": 1.0, "restAfter": 0.92})

add("bounces-false-fling", REL + " As fling-into-bottom-edge with bounces = false: the content stops dead at the maximum "
    "offset 4333 on the frame it would cross it, with no overshoot.",
    {"bounds": [375, 667], "contentSize": [375, 5000], "contentOffset": [0, 4000], "bounces": False}, [drag(50, 2)],
    {"finalOffset": [0, 4333], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.5})
add("bounces-false-drag", "A drag 200 pt past the top with bounces = false: the offset is clamped at 0 during the drag "
    "(no rubber band), so the overshoot is 0 and nothing moves after the release.",
    dict(V, bounces=False), [drag(-200, 0)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.2})

add("reentry-passes-far-edge", "Content 500 wide in 375 pt bounds: the allowed range is 0...125. Dragged 2 pt past the "
    "leading edge (rubber band 1.10, on the pixel grid 1.0) and released at 8 pt/ms inwards: UIKit bounces the whole "
    "frame that starts past an edge, b * -1 + (1 - D) * b * 0.998 * 8/0.002 = 109.9 (b = 0.846528, D = 0.967190 at the "
    "release frame, 0.0125 s after the move), inside the range at D * b * 8 = 6.55 pt/ms; the next frame's glide "
    "crosses 125 and is split there (docs/physics.md section 6), so it bounces at the far edge. The bounce from an edge "
    "speed of at most 8 pt/ms peaks below y(s) <= v0 * s * 0.99^s <= 8 * 99.5/e = 293 pt, and it returns to rest on 125 "
    "within a second.",
    {"bounds": [375, 600], "contentSize": [500, 600], "contentOffset": [0, 0], "decelerationRate": "normal"},
    [{"t": 0.0, "type": "beginDrag"}, {"t": 0.0125, "type": "move", "translation": [2, 0], "velocity": [-8000, 0]},
     {"t": 0.029167, "type": "endDrag", "velocity": [-8000, 0]}],
    {"finalOffset": [125, 0], "tolerance": 0.5, "maxOvershoot": 293, "restBefore": 1.0})
add("inward-release-past-edge", "UIKit's quirk for a release past an edge, kept (docs/physics.md section 4, open radar "
    "46437787): the offered target is not where the content rests. Dragged 100 pt past the leading edge (rubber band "
    "375 * (1 - 1/(1 + 0.55 * 100/375)) = 47.97, on the pixel grid 48) and flicked in at 3 pt/ms, the proposal is "
    "-48 + 2.99/|ln 0.998| = 1445.50, on the grid 1445.667. The content is in the bounce regime, which UIKit applies to "
    "the whole of a frame that starts past an edge: the release frame takes it to 0 + b * -48 + (1 - D) * b * 0.998 * "
    "3/0.002 = 0.944 (b = 0.846528 and D = 0.967190, the frame's series of 16.667 * -0.01005 and of 16.667 * ln 0.998) at "
    "D * b * 3 = 2.4562 pt/ms, and it glides on to 0.944 + (2.4562 - 0.01) * 499 = 1221.6, on the grid 1221.667.",
    {"bounds": [375, 600], "contentSize": [3000, 600], "contentOffset": [0, 0]},
    [{"t": 0.0, "type": "beginDrag"}, {"t": 0.0125, "type": "move", "translation": [50, 0], "velocity": [-3000, 0]},
     {"t": 0.029167, "type": "move", "translation": [100, 0], "velocity": [-3000, 0]},
     {"t": 0.045833, "type": "endDrag", "velocity": [-3000, 0]}],
    {"finalOffset": [1221.667, 0], "tolerance": 0.01, "target": [1445.667, 0], "restsAtTarget": False})
add("release-past-edge-target-kept-there", "Content 1000 wide in 375 pt bounds (maximum 625), starting 75 pt past the end "
    "at 700; released at 0.05 s (frame 3) with 2 pt/ms outwards, the proposal is clamped to 625 and the delegate sets "
    "the target to 700, where the content is. UIKit clamps a changed target to the allowed offsets: 625, the edge, "
    "which is also its own proposal. Released out of range the velocity is kept (the 250 pt/s threshold applies only "
    "inside), so the bounce frames, y' = b * y + (1 - D) * b * 0.998 * v/0.002, v' = D * b * v (b = 0.846528, D = "
    "0.967190), carry it out to 91.21, 99.90, then 103.15 pt past the edge (the peak) before returning; it rests on "
    "625 when back within half a point: 45 frames from the release frame, frame 47, 0.783 s.",
    {"bounds": [375, 250], "contentSize": [1000, 250], "contentOffset": [700, 0]},
    [{"t": 0, "type": "beginDrag"}, {"t": 0.05, "type": "endDrag", "velocity": [-2000, 0]}],
    {"finalOffset": [625, 0], "tolerance": 0.01, "target": [625, 0], "minOvershoot": 103.15, "maxOvershoot": 103.16,
     "restBefore": 0.79, "restAfter": 0.77},
    changeTarget=[700, 0])

PAGE = ("Native paging (UIKit 26.1 _prepareToPageWithHorizontalVelocity:): pages are multiples of the 375 pt bounds "
        "from the paging origin 0. Above 0.3 pt/ms (the latest pan sample) the release goes to the next page boundary in "
        "its direction (ceil or floor of offset/375), otherwise to the nearest page; the page is clamped to [0, maximum] "
        "and UIKit's per-millisecond spring (pull 2.898e-4 and friction 0.97055 at 375 pt, 16 whole steps a 60 Hz frame, "
        "the offset on the pixel grid) ends exactly on it. ")
HP = {"bounds": [375, 250], "contentSize": [1875, 250]}
add("native-paging-forward", PAGE + REL + " From page 1 (375), drag 50 to 425 and release at 0.5 pt/ms: ceil(425/375) = 2, rest at 750.",
    dict(HP, contentOffset=[375, 0]), [drag(50, 0.5)],
    {"finalOffset": [750, 0], "tolerance": 0.01, "finalPage": 2, "target": [750, 0], "restBefore": 1.2},
    strategy={"name": "native-paging"})
add("native-paging-back", PAGE + REL + " From page 2 (750), drag -50 to 700 and release at -0.5 pt/ms: floor(700/375) = 1, rest at 375.",
    dict(HP, contentOffset=[750, 0]), [drag(-50, -0.5)],
    {"finalOffset": [375, 0], "tolerance": 0.01, "finalPage": 1, "target": [375, 0], "restBefore": 1.2},
    strategy={"name": "native-paging"})
add("native-paging-small-drag", PAGE + REL + " From page 1, drag 100 to 475 and release at 0.2 pt/ms (below 0.25: no "
    "velocity): round(475/375 = 1.27) = 1, so it settles back to 375.",
    dict(HP, contentOffset=[375, 0]), [drag(100, 0.2)],
    {"finalOffset": [375, 0], "tolerance": 0.01, "finalPage": 1, "target": [375, 0], "restBefore": 1.2},
    strategy={"name": "native-paging"})
add("native-paging-fast-flick", PAGE + REL + " From page 1, drag 50 and release at 5 pt/ms: paging still moves one page "
    "only, ceil(425/375) = 2, rest at 750.",
    dict(HP, contentOffset=[375, 0]), [drag(50, 5)],
    {"finalOffset": [750, 0], "tolerance": 0.01, "finalPage": 2, "target": [750, 0], "restBefore": 1.5},
    strategy={"name": "native-paging"})
add("native-paging-last-page", PAGE + REL + " On the last page (1500 = maximum), drag 100 past the edge: rubber band "
    "375 * (1 - 1/(1 + 0.55 * 100/375)) = 47.97, on the pixel grid 48, offset 1548; release at 1 pt/ms: ceil(4.13) = 5, clamped to 1500. The outward release velocity carries the spring further out before it returns, so only the "
    "drag's overshoot is a lower bound.",
    dict(HP, contentOffset=[1500, 0]), [drag(100, 1)],
    {"finalOffset": [1500, 0], "tolerance": 0.01, "finalPage": 4, "target": [1500, 0], "minOvershoot": 47.97},
    strategy={"name": "native-paging"})
add("native-paging-first-page-overscroll", PAGE + REL + " On the first page, drag 80 past the leading edge: "
    "-375 * (1 - 1/(1 + 0.55 * 80/375)) = -39.38 (on the grid -39.333); release at -1 pt/ms: floor(-0.105) = -1, clamped to 0. The outward velocity carries the spring further out first; the drag's "
    "overshoot is a lower bound.",
    dict(HP), [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "finalPage": 0, "target": [0, 0], "minOvershoot": 39.38},
    strategy={"name": "native-paging"})
add("native-paging-misaligned-insets", PAGE + REL + " With a flow layout of 5 cards 280 wide, section insets 20 and spacing "
    "16, the content is 20 + 5 * 280 + 4 * 16 + 20 = 1504 wide. A one-page flick (drag 50, 1 pt/ms) rests at the bounds "
    "multiple 375, while card 1 would be centred at 20 + 296 + 140 - 187.5 = 268.5: the view rests 106.5 pt off. The "
    "card nearest the centre (562.5) is still card 1 (centre 456, 106.5 away; card 2 at 752 is 189.5 away).",
    {"bounds": [375, 250]}, [drag(50, 1)],
    {"finalOffset": [375, 0], "tolerance": 0.01, "finalPage": 1, "target": [375, 0]},
    layout={"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
            "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}},
    strategy={"name": "native-paging"})

add("changed-target-nearer", REL + " As free-fling, but the delegate moves the target to 1500, short of UIKit's "
    "projection 2094: UIKit keeps the speed and decelerates at f' = e^(-(2 - 0.01)/400) = 0.9950374 per ms "
    "(_scrollViewWillEndDraggingWithDeceleration:). The speed falls under 0.01 pt/ms after ln(0.005)/ln f' = 1065.0 ms, "
    "the glide then 2 * f'/(1 - f') * 0.995 = 399.0 pt along, about 1 pt short; the creep (0.01 pt/ms at 0.998, 0.164 pt "
    "a frame) closes it and puts the content on 1500: 71 frames from the release frame, frame 77, 1.2833 s.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 1500], "tolerance": 0.01, "target": [0, 1500], "maxOvershoot": 0, "restBefore": 1.29,
     "restAfter": 1.27},
    changeTarget=[0, 1500])
add("changed-target-further", REL + " As free-fling, but the delegate moves the target to 3000, beyond UIKit's projection "
    "2094: UIKit keeps the rate and launches at 0.01 - 1900 * ln 0.998 = 0.01 + 1900 * 0.0020020 = 3.8138 pt/ms. The "
    "speed falls under 0.01 pt/ms after ln(0.01/3.8138)/ln 0.998 = 2968.9 ms (178 frames), the glide then "
    "(3.8138 - 0.01) * 499 = 1898.1 pt along, 1.9 pt short; the creep (0.164 pt a frame) closes it in 12 frames and "
    "puts the content on 3000: 190 frames from the release frame, frame 196, 3.2667 s.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 3000], "tolerance": 0.01, "target": [0, 3000], "maxOvershoot": 0, "restBefore": 3.27,
     "restAfter": 3.26},
    changeTarget=[0, 3000])

add("animated-set-content-offset", "setContentOffset([0, 600], animated: true) at t = 0 from 0: 0.3 s on UIKit's own "
    "curve, progress sin^2(pi t / 2) (UIAnimation curve 0, the default): frame 0 shows 16.667 / 300 = 0.0556 of the time, "
    "progress sin^2(0.0873) = 0.0076, 4.56 pt, on the pixel grid 4.667. As for every event, the first step is shown on the frame the call lands on (frame 0 shows "
    "16.7 ms of progress), so the 18th step, at full progress, is frame 17 (0.283 s); the view rests there at 600, "
    "with no overshoot; then scrollViewDidEndScrollingAnimation.",
    dict(V), [{"t": 0, "type": "setContentOffset", "offset": [0, 600], "animated": True}],
    {"finalOffset": [0, 600], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.3, "restAfter": 0.28,
     "callbacks": ["scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"]})
add("scroll-to-top", "A tap on the status bar at 2000 (UIKit's _scrollToTopIfPossible:): a critically damped spring of "
    "response 0.6 s, omega = 2 pi / 0.6 = 10.47 rad/s, offset 2000 (1 + omega t) e^(-omega t). At 0.3 s (frame 17, 18 steps) "
    "omega t = pi: 2000 * 4.1416 * 0.04321 = 357.9, 358.0 on the pixel grid; within 1/6 pt of 0 from omega t = 12 (1.15 s); "
    "the animation lasts 1.6 s = 96 frames, ending on frame 95 (1.583 s) at 0 with scrollViewDidScrollToTop, not "
    "scrollViewDidEndScrollingAnimation.",
    {"bounds": [375, 667], "contentSize": [375, 10000], "contentOffset": [0, 2000]}, [{"t": 0, "type": "scrollToTop"}],
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 1.59, "restAfter": 1.58,
     "callbacks": ["scrollViewDidScroll", "scrollViewDidScrollToTop"]})
REFRESH = ("A refresh control without a title (UIRefreshControl, 26.1): 60 pt tall; its first 60 pt of top overscroll follow "
           "the finger one to one, then the rubber band (c = 0.55, range 667) starts from 60 pt; it arms when the content "
           "is pulled min(round(667 / 2), 100 * 1.125 * 667 / 568) = 132.1 pt past the top while the finger is down. ")
add("refresh-pull-arms", REFRESH + "The finger pulls 250 pt in 0.1 s and lifts still at 0.2 s: 60 + 667 * (1 - 1 / (1 + 0.55 * 190 / "
    "667)) = 150.3 pt past the top, so the control arms during the drag (refreshControlValueChanged before the release) and "
    "its 60 pt join the top inset: the top is now -60, and the release bounces from 90.3 pt past it, within half a pixel "
    "after ln(0.5/90.3)/ln(0.99) = 517 ms: rest near 0.2 + 0.52 = 0.72 s at -60.",
    {"bounds": [375, 667], "contentSize": [375, 3000], "refreshControl": True},
    [{"t": 0, "type": "beginDrag"}, {"t": 0.1, "type": "move", "translation": [0, 250], "velocity": [0, 0]},
     {"t": 0.2, "type": "endDrag", "velocity": [0, 0]}],
    {"finalOffset": [0, -60], "tolerance": 0.5, "restBefore": 0.85, "restAfter": 0.6,
     "callbacks": ["scrollViewWillBeginDragging", "scrollViewDidScroll", "refreshControlValueChanged",
                   "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
                   "scrollViewDidScroll", "scrollViewDidEndDecelerating"]})
add("refresh-fling-does-not-arm", REFRESH + REL + EDGE + " Released at 100 - 20 = 80 with -5 pt/ms: ve = 5 - 80/499 = 4.84 "
    "pt/ms, peak 33.3 * 4.84 = 161 pt above the top, deeper than 132.1, but no finger is down: the control does not arm and "
    "the bounce ends at 0.",
    {"bounds": [375, 667], "contentSize": [375, 3000], "contentOffset": [0, 100], "refreshControl": True}, [drag(-20, -5)],
    {"finalOffset": [0, 0], "tolerance": 1.0, "minOvershoot": 150, "callbacks": CALLS_FLING})
FEED = ("A carousel in a feed: the feed is 375 x 667 over content 3000 tall (vertical only); the carousel (subview, at "
        "[0, 300, 375, 250] of the feed's content) is 375 x 250 over 5 cards 280 wide, spacing 16, insets 20 (content 1504, "
        "horizontal only), both at offset 0. One finger moves 10 pt every 1/60 s for six moves. Each view's pan may begin "
        "once the finger has moved 10 pt along an axis that view scrolls; when both could, the carousel wins, unless it "
        "already abuts its edge in the drag's direction and the feed scrolls that way. ")
CAROUSEL = {"name": "carousel", "frame": [0, 300, 375, 250], "scrollView": {"bounds": [375, 250]},
            "layout": {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
                       "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}}}
def carousel(expect):
    """The carousel with its own expectations (the scenario's description derives them)."""
    return dict(CAROUSEL, expect=expect)
def touches(start, step):
    return [{"t": 0, "type": "touches", "samples": [[round(k / 60, 6), start[0] + step[0] * k, start[1] + step[1] * k] for k in range(7)]}]
add("carousel-in-feed-horizontal-flick", FEED + "The finger lands at (300, 420), on the carousel, and moves left: the carousel "
    "scrolls horizontally and its offset 0 is its left edge, not the edge the drag moves towards, so it takes the pan at the "
    "first move. The feed neither moves nor calls back. The carousel is dragged 60 - 10 = 50 pt and released at 0.6 pt/ms "
    "(10 pt per 1/60 s): UIKit proposes 50 + 0.59/|ln 0.998| = 344.7, 344.667 on the 1/3 pt grid, and the glide goes "
    "(0.6 - 0.01) * 499 = 294.4 pt: rest near 344.4, where the bounds' centre (344.4 + 187.5) is nearest card 1's (456).",
    {"bounds": [375, 667], "contentSize": [375, 3000]}, touches((300, 420), (-10, 0)),
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "callbacks": []},
    subviews=[carousel({"finalOffset": [344.4, 0], "tolerance": 0.5, "finalPage": 1, "releaseVelocity": [0.6, 0],
                            "target": [344.667, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING})])
add("carousel-in-feed-vertical-flick", FEED + "The finger lands at (200, 450), on the carousel, and moves up: the carousel "
    "cannot scroll vertically, so the feed takes the pan at the first move (10 pt). Its translation after the hysteresis is "
    "60 - 10 = 50, the finger's 600 pt/s in both last samples releases at 0.6 pt/ms, and the glide goes "
    "(0.6 - 0.01) * 499 = 294.4 pt further: rest near 50 + 294.4 = 344.4. The carousel does not move.",
    {"bounds": [375, 667], "contentSize": [375, 3000]}, touches((200, 450), (0, -10)),
    {"finalOffset": [0, 344.4], "tolerance": 1.0, "maxOvershoot": 0, "callbacks": CALLS_FLING},
    subviews=[carousel({"finalOffset": [0, 0], "tolerance": 0.01, "callbacks": []})])
add("carousel-in-feed-diagonal-flick", FEED + "The finger lands at (300, 450), on the carousel, and moves 30 degrees up from "
    "the horizontal, (-8.66, -5) per frame: after the first move neither pan may begin (8.66 and 5 < 10); after the second, "
    "(-17.3, -10), both could (the carousel along x, the feed along y), and the carousel, the inner view, wins. The feed "
    "neither moves nor calls back. The carousel is released at 6 * 8.66 - 10 = 41.96 (42 on the grid) at 8.66 pt per "
    "1/60 s = 0.5196 pt/ms and glides (0.5196 - 0.01) * 499 = 254.3 pt: rest near 296.3, on card 1.",
    {"bounds": [375, 667], "contentSize": [375, 3000]}, touches((300, 450), (-8.66, -5)),
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "callbacks": []},
    subviews=[carousel({"finalOffset": [296.3, 0], "tolerance": 0.5, "finalPage": 1, "releaseVelocity": [0.5196, 0],
                            "maxOvershoot": 0})])
add("carousel-in-feed-first-card-rightwards", FEED + "The finger lands at (100, 400), on the carousel at its first card, and "
    "moves right: the carousel abuts its left edge in the drag's direction, but the feed cannot scroll sideways, so there is "
    "no one to transfer to: the carousel takes the pan and rubber-bands past its edge, then bounces back to 0. The feed "
    "neither moves nor calls back. The finger's 50 pt after the hysteresis put the carousel 375 * (1 - 1/(1 + 0.55 * 50 / "
    "375)) = 25.6 pt past its edge at the release (-0.6 pt/ms, outwards), so it overshoots at least that much.",
    {"bounds": [375, 667], "contentSize": [375, 3000]}, touches((100, 400), (10, 0)),
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "callbacks": []},
    subviews=[carousel({"finalOffset": [0, 0], "tolerance": 0.01, "minOvershoot": 25.5, "releaseVelocity": [-0.6, 0]})])
add("directional-lock-flick", "isDirectionalLockEnabled on a view that scrolls both ways (content 2000 x 3000 in 375 x 667, "
    "at (500, 1000)). The finger moves (-5, -1) pt every 1/60 s, six times: each move is atan(1/5) = 11.3 degrees off the "
    "horizontal, under 20, so the first locks the horizontal axis and the vertical translation stays 0: y never leaves 1000. "
    "Along x the pan begins at the second move (10 pt), the hysteresis leaves 0, and four more moves make 20 pt: the "
    "release at 520 with the last two samples' 300 pt/s, 0.3 pt/ms, glides (0.3 - 0.01) * 499 = 144.7 pt further: rest near "
    "664.7.",
    {"bounds": [375, 667], "contentSize": [2000, 3000], "contentOffset": [500, 1000], "isDirectionalLockEnabled": True},
    touches((200, 300), (-5, -1)),
    {"finalOffset": [664.7, 1000], "tolerance": 1.0, "maxOvershoot": 0})
add("carousel-next-button", "Card layout: 5 cards 280 x 250, insets 20, spacing 16, content 1504, card k at 296k. "
    "A 'next' button calls setContentOffset([296, 0], animated: true) on the carousel at "
    "card 0: 0.3 s on UIKit's curve sin^2(pi t / 2), frame k showing (k + 1)/18 of the time; frame 8 is halfway, "
    "sin^2(pi/4) = 0.5, at 148 pt; frame 17 lands on 296 with scrollViewDidEndScrollingAnimation.",
    {"bounds": [375, 250]}, [{"t": 0, "type": "setContentOffset", "offset": [296, 0], "animated": True}],
    {"finalOffset": [296, 0], "tolerance": 0.01, "finalPage": 1, "restBefore": 0.3, "restAfter": 0.28, "maxOvershoot": 0,
     "callbacks": ["scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"]},
    layout={"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
            "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}})
CARDS = {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
         "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}}
add("carousel-next-button-during-glide", "Card layout: 5 cards 280 x 250, insets 20, spacing 16, content 1504 (maximum "
    "1129), card k at 20 + 296k. " + REL + " Released at 50 with 1.5 pt/ms, the free glide would go (1.5 - 0.01) * 499 = "
    "743.5 pt, to 793.5. At 0.4 s (frame 24, its 18th step; per frame F = 0.998^16.667 = 0.967190 by UIKit's Taylor series) "
    "it is near 50 + 748.5 * (1 - F^18) = 50 + 748.5 * 0.4514 = 387.9, the bounds' centre (575.4) nearest card 1 (456): a "
    "'next' button calls scrollToItem(2, .left, animated: true). UIKit's _setContentOffset:animated:... stops the running "
    "glide first (_stopScrollingNotify:1 pin:0): scrollViewDidEndDecelerating at the call, frame 24; then the 0.3 s "
    "animation from the glide's offset to card 2's left edge, 20 + 2 * 296 = 612, on sin^2(pi t / 2): 18 frames, on 612 at "
    "frame 41 (0.683 s) with scrollViewDidEndScrollingAnimation, and no second didEndDecelerating.",
    {"bounds": [375, 250]},
    [drag(50, 1.5), {"t": 0.4, "type": "scrollToItem", "item": 2, "position": "left", "animated": True}],
    {"finalOffset": [612, 0], "tolerance": 0.01, "restBefore": 0.69, "restAfter": 0.67, "maxOvershoot": 0,
     "callbacks": ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
                   "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidScroll",
                   "scrollViewDidEndDecelerating", "scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"]},
    layout=CARDS)
add("infinite-feed-grows-mid-fling", "An infinite feed: rows 375 x 100, no spacing, 30 of them (content 3000, maximum 3000 "
    "- 667 = 2333) in 375 x 667 bounds. " + REL + " Released at 100 with 6 pt/ms: UIKit proposes 100 + 5.99 * 499.50 = "
    "3092.0, clamped to the end, 2333, and the free glide, (6 - v_N) * 499 with v_N the first velocity under 0.01 "
    "(v_N in [0.00967, 0.01)), would reach 3089.0 to 3089.2, past the end, and bounce. The feed loads more when the "
    "bounds come within two screens of the end, offset >= 3000 - 3 * 667 = 999: per frame F = 0.998^16.667 = 0.967190 "
    "(Taylor series), after n steps the glide is at 100 + 2994 * (1 - F^n), 949.3 after 10 (frame 16), 1019.6 after 11 "
    "(frame 17); the script's setItemCount(50) lands on the next frame, 18 (0.3 s), near 1087.7. The content becomes "
    "5000 (maximum 4333), beyond the glide's rest, so the fling runs on into the new rows as if the feed had always been "
    "that long (26.1: the glide carries on from its own offset against the new limits): rest at 3089.1 +- 0.1 on the "
    "1/3 pt grid, no bounce, one deceleration; time to stop ln(0.01/6)/ln(0.998) = 3195 ms, rest near 0.117 + 3.195 = "
    "3.31 s. (A recording measures overshoot against the limits the run started with, so no maxOvershoot here.)",
    {"bounds": [375, 667]},
    [drag(100, 6), {"t": 0.3, "type": "setItemCount", "count": 50}],
    {"finalOffset": [0, 3089.1], "tolerance": 0.3, "target": [0, 2333], "restBefore": 3.4,
     "restAfter": 3.2, "callbacks": CALLS_FLING},
    layout={"scrollDirection": "vertical", "itemCount": 30, "itemSize": [375, 100], "minimumLineSpacing": 0,
            "minimumInteritemSpacing": 0})
add("scroll-rect-to-visible", "scrollRectToVisible([0, 1000, 375, 100], animated: true) from 0 (UIKit's "
    "_contentOffsetForScrollingToRect:): the rect lies below the bounds 0...667, so its bottom edge goes to the bounds' bottom "
    "edge, 1100 - 667 = 433, the smallest change that shows it; the same animation as setContentOffset, 0.3 s on "
    "sin^2(pi t / 2), on 433 at frame 17 (0.283 s), then scrollViewDidEndScrollingAnimation.",
    dict(V), [{"t": 0, "type": "scrollRectToVisible", "rect": [0, 1000, 375, 100], "animated": True}],
    {"finalOffset": [0, 433], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.3, "restAfter": 0.28,
     "callbacks": ["scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"]})
add("set-content-offset-immediate", "setContentOffset([0, 1234], animated: false) at 0.5 s: one jump, one "
    "scrollViewDidScroll, no animation callback.",
    dict(V), [{"t": 0.5, "type": "setContentOffset", "offset": [0, 1234]}],
    {"finalOffset": [0, 1234], "tolerance": 0.01, "callbacks": ["scrollViewDidScroll"]}, until=1.0)
add("scroll-to-item-centered", "The issue's card layout: 5 items 335 wide, spacing 10, insets 20, content 20 + 5 * 335 + "
    "4 * 10 + 20 = 1755. scrollToItem(3, centeredHorizontally, animated) centres item 3: its frame starts at 20 + 3 * 345 "
    "= 1055, centre 1222.5, offset 1222.5 - 187.5 = 1035.",
    {"bounds": [375, 250]}, [{"t": 0, "type": "scrollToItem", "item": 3, "position": "centeredHorizontally", "animated": True}],
    {"finalOffset": [1035, 0], "tolerance": 0.01, "finalPage": 3, "restBefore": 0.4},
    layout={"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [335, 250], "minimumLineSpacing": 10,
            "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}})

add("catch-deceleration", REL + " As free-fling, then a touch at 0.5 s (frame 30) catches the glide where frame 29 left "
    "it: 23 frames of deceleration, T = 23 * 16.667 = 383.3 ms, y = 1100 + 2 * 0.998 * (1 - 0.998^383.3)/0.002 = 1100 + "
    "998 * (1 - 0.46420) = 1634.73, on the pixel grid 1634.667. The finger lifts at 0.6 s without moving: no fling.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2), {"t": 0.5, "type": "beginDrag"}, {"t": 0.6, "type": "endDrag"}],
    {"finalOffset": [0, 1634.667], "tolerance": 0.05, "restBefore": 0.65})

MF = [(0.816903,0.333,-122.2),(0.833262,16.333,-671.1),(0.849953,37.333,-1021.2),(0.866586,72.333,-1428.8),
      (0.883245,132.667,-2405.5),(0.899907,209.333,-3817.4),(0.916581,318.667,-4986.8)]
g = [{"t": round(49/60, 6), "type": "beginDrag"}]
for i, (t, o, v) in enumerate(MF):
    g.append({"t": round((49 + i)/60, 6), "type": "move", "translation": [0, -o], "velocity": [0, v]})
g.append({"t": round(56/60, 6), "type": "endDrag"})
add("device-medium-flick", "The device recording medium-flick (reference section 10) as a scenario on a 60 Hz grid: the "
    "drag frames' offsets as translations from 0 with their recognizer velocities. Release velocity 0.75 * 3.8174 + "
    "0.25 * 4.9868 = 4.10975 pt/ms at 318.667; the device rested at 2364.667 (landing formula: 318.667 + 4.09975 * 499 = "
    "2364.4, within the discrete stop and pixel grid).",
    {"bounds": [402, 874], "contentSize": [402, 6000]}, g,
    {"finalOffset": [0, 2364.667], "tolerance": 0.5, "releaseVelocity": [0, 4.10975], "restBefore": 4.0})

PEEK = ("Peek (pod defaults: spacing 20, peek 20, threshold 50). install() sets item width 375 - 2 * 40 = 295, section "
        "insets 40, line spacing 20 and the fast rate 0.99; 5 cards make the content 40 + 5 * 295 + 4 * 20 + 40 = 1635 "
        "wide (maximum 1260) and card k rests at k * 315. Rule: coefficient = Int(clamp((proposed - S)/50, -1, 1)), "
        "index = round(S/295), target = (index + coefficient) * 315. ")
PL = {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [295, 250]}
add("peek-forward-flick", PEEK + REL + " From S = 315, drag 20 to 335, release 1 pt/ms: proposed 335 + 0.99/0.01005 = "
    "433.5 (on the grid 433.667), (433.667 - 315)/50 = 2.4 -> 1; index round(315/295) = 1; target 2 * 315 = 630, beyond the "
    "projection, so UIKit launches at 0.01 - 295 * ln 0.99 = 0.01 + 295 * 0.0100503 = 2.9748 pt/ms at 0.99: the speed "
    "falls under 0.01 after ln(0.01/2.9748)/ln 0.99 = 566.7 ms, the glide (2.9748 - 0.01) * 99 = 293.5 pt along, 1.5 pt "
    "short; the creep (0.01 pt/ms at 0.99, 0.152 pt a frame) closes it: 44 frames from the release frame, frame 50, 0.833 s.",
    {"bounds": [375, 250], "contentOffset": [315, 0]}, [drag(20, 1)],
    {"finalOffset": [630, 0], "tolerance": 0.01, "target": [630, 0], "finalPage": 2, "restAfter": 0.82, "restBefore": 0.84},
    layout=PL, strategy={"name": "peek"})
add("peek-back-flick", PEEK + REL + " From S = 630, drag -20 to 610, release -1 pt/ms: proposed 610 - 98.5 = 511.5, "
    "(511.5 - 630)/50 = -2.4 -> -1; index round(630/295 = 2.14) = 2; target 315.",
    {"bounds": [375, 250], "contentOffset": [630, 0]}, [drag(-20, -1)],
    {"finalOffset": [315, 0], "tolerance": 0.01, "target": [315, 0], "finalPage": 1},
    layout=PL, strategy={"name": "peek"})
add("peek-small-drag", PEEK + REL + " From S = 315, drag 30 and release at 0.1 pt/ms (below 0.25: velocity 0): proposed "
    "= 345, (345 - 315)/50 = 0.6 -> 0; target 315. UIKit glides to a changed target from rest: 0.01 - (-30) * ln 0.99 "
    "gives -0.2915 pt/ms (not under 0.25, so at 0.99).",
    {"bounds": [375, 250], "contentOffset": [315, 0]}, [drag(30, 0.1)],
    {"finalOffset": [315, 0], "tolerance": 0.01, "target": [315, 0], "finalPage": 1},
    layout=PL, strategy={"name": "peek"})
add("peek-last-page-overscroll", PEEK + REL + " On the last card (S = 1260 = maximum), drag 20 past the end and release "
    "at 1 pt/ms: the proposed target is clamped to 1260, coefficient 0, index round(1260/295 = 4.27) = 4, target 1260; "
    "the content returns to the edge.",
    {"bounds": [375, 250], "contentOffset": [1260, 0]}, [drag(20, 1)],
    {"finalOffset": [1260, 0], "tolerance": 0.01, "target": [1260, 0], "finalPage": 4},
    layout=PL, strategy={"name": "peek"})


# ---- Strategies beyond native paging and peek ------------------------------------------------------
# Numbers used below (calculator arithmetic from the formulas, never from a run):
#   rubber band at 375 pt bounds, 375 * (1 - 1/(1 + 0.55 * r/375)): r = 40 -> 20.78, 80 -> 39.38, 120 -> 56.12.
#   projection factor 1/|ln d|: normal 499.4998, fast 99.4992.
B = [375, 250]
CARD = {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [280, 250], "minimumLineSpacing": 16,
        "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}}
CARD_TEXT = ("Card layout (seed 000/004 defaults): 5 cards 280 x 250, insets 20, spacing 16, content 20 + 5 * 280 + 4 * 16 "
             "+ 20 = 1504, largest offset 1504 - 375 = 1129; card k spans 20 + 296k ... 300 + 296k, centre 160 + 296k. ")
CENTRED = ("Centring card k (scrollToItem .centeredHorizontally, clamped) needs 160 + 296k - 187.5 = 296k - 27.5: "
           "0 (clamped from -27.5), 268.5, 564.5, 860.5, 1129 (clamped from 1156.5); UIKit stores an offset on the pixel "
           "grid, so the view rests at 268.667, 564.667, 860.667 (268.5 * 3 = 805.5 -> 806 pixels). ")
ANIM = ("The scrollToItem animation (0.3 s, UIKit's curve sin^2(pi t / 2)) starts on the release frame and reaches its end on the 18th "
        "step, 17 frames later; ")
CALLS_ANIM = ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
              "scrollViewDidEndDragging", "scrollViewDidScroll", "scrollViewDidEndScrollingAnimation"]
# The drag's offsets lie on the pixel grid (scale 3): 20.78 -> 20.667, 39.38 -> 39.333, 56.12 -> 56.0.
RB40, RB80, RB120 = 20.667, 39.333, 56.0
BOUNCE = (" Outward peak (UIKit's bounce frames, section 6): y' = b * y + (1 - D) * b * d * v/(1 - d), v' = D * b * v, "
          "with b = 0.846528 (the frame's series of 16.667 * -0.01005) and D the series of 16.667 * ln d (0.967190 at "
          "0.998, 0.846523 at 0.99), from the release overshoot y0 with v = 1 pt/ms outward (the release frame already "
          "steps once): ")
PEAK_N80 = BOUNCE + "d = 0.998, y0 = 39.333: 47.156, 51.267, 52.690 (the peak), 52.210."
PEAK_F80 = BOUNCE + "d = 0.99, y0 = 39.333: 46.159, 48.292 (the peak), 47.486."
PEAK_F40 = BOUNCE + "d = 0.99, y0 = 20.667: 30.357, 34.915, 36.162 (the peak), 35.345."

def drags(*steps, gap=0.6):
    return [drag(d, v, round(i * gap, 6)) for i, (d, v) in enumerate(steps)]

# Threshold paging (seed 000).
TP = ("Threshold paging (threshold 50, installs .fast). At release: target = contentOffset (no glide); page += 1 if "
      "after - before >= 50, -= 1 if <= -50, else unchanged; velocity ignored; clamp to 0...4; always "
      "scrollToItem(page, .centeredHorizontally, animated). The page index is the strategy's own count, starting at 0. "
      + CARD_TEXT + CENTRED + REL + " ")
TPS = {"name": "threshold-paging"}
add("threshold-paging-forward", TP + "From 0, drag 60 at 0.5 pt/ms: target = 60; 60 >= 50 -> page 1 -> 268.667. " + ANIM +
    "release frame 7 (0.117 s) + 17 = frame 24: rest at 0.400 s.",
    {"bounds": B}, [drag(60, 0.5)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [60, 0], "finalPage": 1, "restBefore": 0.41,
     "restAfter": 0.39, "maxOvershoot": 0, "callbacks": CALLS_ANIM},
    layout=CARD, strategy=TPS)
add("threshold-paging-back", TP + "Drags of +60 at 0 s and 0.6 s (each >= 50: page 0 -> 1 -> 2, resting at 268.667 then "
    "564.667), then -60 at 1.2 s: release at 564.667 - 60 = 504.667, moved -60 <= -50 -> page 1 -> 268.667. The first "
    "release's target is its offset, 60. Last release at frame 72 + 7 = 79, rest at frame 96 = 1.600 s.",
    {"bounds": B}, drags((60, 0.5), (60, 0.5), (-60, -0.5)),
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [60, 0], "finalPage": 1, "restBefore": 1.61,
     "restAfter": 1.59, "maxOvershoot": 0},
    layout=CARD, strategy=TPS)
add("threshold-paging-small-drag", TP + "From 0, drag 30 at 0.2 pt/ms (below 0.25: velocity 0): 30 < 50 -> page stays 0; "
    "scrollToItem(0) is still called and animates from 30 back to 0. Rest at frame 24 = 0.400 s.",
    {"bounds": B}, [drag(30, 0.2)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [30, 0], "finalPage": 0, "restBefore": 0.41,
     "restAfter": 0.39, "callbacks": zeroed(CALLS_ANIM)},
    layout=CARD, strategy=TPS)
add("threshold-paging-fast-flick", TP + "From 0, drag 60 and release at 5 pt/ms: velocity is ignored, target = 60 (the "
    "glide is cancelled), page 1 -> 268.667, one page only. Rest at frame 24 = 0.400 s.",
    {"bounds": B}, [drag(60, 5)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [60, 0], "finalPage": 1, "restBefore": 0.41,
     "restAfter": 0.39, "maxOvershoot": 0, "callbacks": CALLS_ANIM},
    layout=CARD, strategy=TPS)
add("threshold-paging-first-page-overscroll", TP + "From 0, drag 120 backwards past the leading edge at -1 pt/ms: rubber "
    "band 375 * (1 - 1/(1 + 0.55 * 120/375)) = 56.12, on the grid 56.0, release at -56.0, target -56.0, which UIKit "
    "clamps to 0; moved -56 <= -50 -> page -1, clamped to 0 (the didSet reports (0, -1) then (-1, 0), not visible in a "
    "scenario); scrollToItem(0) animates from -56 to 0, so the largest overshoot is the release's 56. Rest at frame 24 = "
    "0.400 s.",
    {"bounds": B}, [drag(-120, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "finalPage": 0, "minOvershoot": RB120,
     "maxOvershoot": RB120, "restBefore": 0.41, "callbacks": CALLS_ANIM},
    layout=CARD, strategy=TPS)
add("threshold-paging-last-page-overscroll", TP + "Four drags of +60 (0, 0.6, 1.2, 1.8 s) page 0 -> 4: 268.667, "
    "564.667, 860.667, 1129. A fifth drag at 2.4 s of +120 from 1129 past the end: 1129 + 56.0 = 1185.0, moved 56 >= 50 "
    "-> page 5, clamped to 4 (the didSet reports (4, 5) then (5, 4)); scrollToItem(4) animates back to 1129; largest "
    "overshoot 56. Last release at frame 144 + 7 = 151, rest at frame 168 = 2.800 s.",
    {"bounds": B}, drags((60, 0.5), (60, 0.5), (60, 0.5), (60, 0.5), (120, 1)),
    {"finalOffset": [1129, 0], "tolerance": 0.01, "finalPage": 4, "minOvershoot": RB120, "maxOvershoot": RB120,
     "restBefore": 2.81, "restAfter": 2.79},
    layout=CARD, strategy=TPS)
add("threshold-paging-quirk-velocity-ignored", TP + "Quirk: velocity is ignored. From 0, a 49 pt drag released at "
    "5 pt/ms: 49 < 50 -> page stays 0, target = 49, scrollToItem(0) animates back to 0 (a plain scroll view would glide "
    "49 + 4.99 * 99.4992 = 545.5 pt).",
    {"bounds": B}, [drag(49, 5)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [49, 0], "finalPage": 0, "restBefore": 0.41},
    layout=CARD, strategy=TPS)
add("threshold-paging-quirk-own-page-count", TP + "Quirk: the page index is the strategy's own count, not read from the "
    "offset. The view starts at 564.5 (card 2 centred; stored on the pixel grid as 564.667) but the index is 0; a "
    "forward drag of 60 (624.667, moved 60 >= 50) makes it 1, and scrollToItem(1) animates backwards to 268.667, against "
    "the drag.",
    {"bounds": B, "contentOffset": [564.5, 0]}, [drag(60, 0.5)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [624.667, 0], "finalPage": 1, "restBefore": 0.41},
    layout=CARD, strategy=TPS)

# Velocity paging (seed 003).
VPL = {"scrollDirection": "horizontal", "itemCount": 5, "itemSize": [343, 150], "minimumLineSpacing": 8,
       "minimumInteritemSpacing": 8, "sectionInset": {"top": 0, "left": 16, "bottom": 0, "right": 16}}
VP = ("Velocity paging (flick 1 pt/ms, strict). Seed 003 layout: 5 items 343 x 150, spacing 8, insets 16; content "
      "16 + 5 * 343 + 4 * 8 + 16 = 1779, largest offset 1404; item k's centre 16 + 351k + 171.5, so centring it needs "
      "351k: 0, 351, 702, 1053, 1404. At release: target = contentOffset; i = lroundf(offset/343); if i equals the "
      "current page (the strategy's own, starting at 0), v > 1 -> +1, v < -1 -> -1; clamp to 0...4; "
      "scrollToItem(i, .centeredHorizontally, animated); the current page becomes i. " + REL + " ")
VPS = {"name": "velocity-paging"}
add("velocity-paging-forward", VP + "From 0, drag 30 at 2 pt/ms: lroundf(30/343 = 0.087) = 0 = current page, 2 > 1 -> 1; "
    "target 30; animated to 351. " + ANIM + "rest at frame 24 = 0.400 s.",
    {"bounds": B}, [drag(30, 2)],
    {"finalOffset": [351, 0], "tolerance": 0.01, "target": [30, 0], "finalPage": 1, "restBefore": 0.41,
     "restAfter": 0.39, "maxOvershoot": 0, "callbacks": CALLS_ANIM},
    layout=VPL, strategy=VPS)
add("velocity-paging-back", VP + "Drag +30 at 2 pt/ms at 0 s (-> 351, page 1); +30 at 2 at 0.6 s: lroundf(381/343 = "
    "1.11) = 1 = page 1, +1 -> 702 (page 2); then -30 at -2 at 1.2 s: lroundf(672/343 = 1.959) = 2 = page 2, -2 < -1 "
    "-> 1 -> 351. Last release frame 79, rest at frame 96 = 1.600 s.",
    {"bounds": B}, drags((30, 2), (30, 2), (-30, -2)),
    {"finalOffset": [351, 0], "tolerance": 0.01, "target": [30, 0], "finalPage": 1, "restBefore": 1.61,
     "restAfter": 1.59, "maxOvershoot": 0},
    layout=VPL, strategy=VPS)
add("velocity-paging-small-drag", VP + "From 0, drag 100 at 0.2 pt/ms (velocity 0): lroundf(100/343 = 0.29) = 0 = page 0, "
    "no flick -> 0; scrollToItem(0) animates from 100 back to 0, rest at 0.400 s.",
    {"bounds": B}, [drag(100, 0.2)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [100, 0], "finalPage": 0, "restBefore": 0.41,
     "restAfter": 0.39, "callbacks": zeroed(CALLS_ANIM)},
    layout=VPL, strategy=VPS)
add("velocity-paging-fast-flick", VP + "Also a quirk: a flick only adds a page when the finger left the content on the "
    "current page. From 0, drag 200 at 3 pt/ms: lroundf(200/343 = 0.583) = 1, not the current page 0, so the flick is "
    "not counted: 1 -> 351, one card for a drag plus a fast flick. Target 200, rest at 0.400 s.",
    {"bounds": B}, [drag(200, 3)],
    {"finalOffset": [351, 0], "tolerance": 0.01, "target": [200, 0], "finalPage": 1, "restBefore": 0.41,
     "restAfter": 0.39, "maxOvershoot": 0, "callbacks": CALLS_ANIM},
    layout=VPL, strategy=VPS)
add("velocity-paging-first-page-overscroll", VP + "From 0, drag 80 backwards at -2 pt/ms: rubber band 375 * (1 - 1/(1 + "
    "0.55 * 80/375)) = 39.38, on the grid 39.333, release at -39.333 = the strategy's target, which UIKit clamps to 0; "
    "lroundf(-0.115) = 0 = page 0, -2 < -1 -> -1, clamped to 0; scrollToItem(0) animates from -39.333 to 0, so the "
    "largest overshoot is 39.333. Rest at 0.400 s.",
    {"bounds": B}, [drag(-80, -2)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "finalPage": 0, "minOvershoot": RB80,
     "maxOvershoot": RB80, "restBefore": 0.41, "callbacks": CALLS_ANIM},
    layout=VPL, strategy=VPS)
add("velocity-paging-last-page-overscroll", VP + "From the last offset 1404, drag 80 past the end at 2 pt/ms: 1404 + "
    "39.333 = 1443.333 = the strategy's target, which UIKit clamps to 1404; lroundf(1443.333/343 = 4.21) = 4, not the current page 0 (the strategy never saw the "
    "view move there), so no flick step; clamp 4; scrollToItem(4) animates back to 1404. Overshoot 39.333, rest 0.400 s.",
    {"bounds": B, "contentOffset": [1404, 0]}, [drag(80, 2)],
    {"finalOffset": [1404, 0], "tolerance": 0.01, "target": [1404, 0], "finalPage": 4, "minOvershoot": RB80,
     "maxOvershoot": RB80, "restBefore": 0.41, "callbacks": CALLS_ANIM},
    layout=VPL, strategy=VPS)
add("velocity-paging-quirk-exactly-one", VP + "Quirk: the flick test is strict. From 0, drag 30 released at exactly "
    "1 pt/ms (both pan samples 1, so 0.75 + 0.25 = 1): lroundf(0.087) = 0 = page 0, 1 > 1 is false -> stays 0; "
    "animated back from 30 to 0.",
    {"bounds": B}, [drag(30, 1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [30, 0], "releaseVelocity": [1, 0], "finalPage": 0,
     "restBefore": 0.41},
    layout=VPL, strategy=VPS)

# Snap point (seed 001), both variants, on unspaced 100 pt cells.
SNL = {"scrollDirection": "horizontal", "itemCount": 20, "itemSize": [100, 250], "minimumLineSpacing": 0,
       "minimumInteritemSpacing": 0}
SN_LAYOUT = ("Layout as the article assumes: 20 unspaced cells 100 x 250, content 2000, largest offset 1625; cellWidth = "
             "100. Normal rate (the source sets none): proposal = offset + sign(v) (|v| - 0.01) * 499.4998, clamped to "
             "0...1625 and rounded to the pixel grid; natural stop (|v| - 0.01) * 499. UIKit clamps a changed target "
             "to 0...1625 and reaches it by a re-timed glide (section 4): short of the projection the speed is kept and "
             "the factor becomes e^(-(|v| - 0.01)/|d|); beyond it, or from rest, the launch is 0.01 - d * ln 0.998 "
             "(0.985 per ms and 0.01 + 0.0151136 d when that is under 0.25 pt/ms); the content is put on the target "
             "when it passes it and creeps at 0.01 pt/ms when it stalls short. ")
SP = ("Snap point, snapped scrolling (snapPoint 0.3): p = T/100; if floor(p + 0.7) == floor(p) and offset <= T take "
      "floor(p) else floor(p + 1); target = 100 * page (the strategy does not clamp it; UIKit does). " + SN_LAYOUT + REL + " ")
SPS = {"name": "snap-point"}
add("snap-point-forward", SP + "From 300, drag 20 to 320, release 0.5 pt/ms: T = 320 + 0.49 * 499.4998 = 564.75; "
    "p = 5.6475, floor(6.3475) = 6 != 5 -> page 6, target 600 (past the natural stop 320 + 244.51 = 564.51: the launch "
    "speed is raised). "
    "Rest time: launch 0.01 + 280 * 0.0020020 = 0.57056 pt/ms; the speed falls under 0.01 after ln(0.01/0.57056)/ln 0.998 "
    "= 2020.0 ms, 0.28 pt short, which the creep closes in two frames: 123 frames from the release frame, frame 129, 2.15 s.",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(20, 0.5)],
    {"finalOffset": [600, 0], "tolerance": 0.01, "target": [600, 0], "maxOvershoot": 0, "restAfter": 2.14, "restBefore": 2.16,
     "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPS)
add("snap-point-back", SP + "Also the backward quirk. From 600, drag -20 to 580, release -0.5 pt/ms: T = 580 - 244.75 = "
    "335.25, p = 3.3525; offset 580 > T, so floor(p + 1) = 4: target 400, the cell after the projection (the natural "
    "stop would be 580 - 244.51 = 335.49); the glide is shortened to end on 400. "
    "Rest time: short of the projection, so the speed is kept and the factor becomes e^(-0.49/180) = 0.9972815; the speed "
    "falls under 0.01 after ln(0.02)/ln 0.9972815 = 1437.1 ms, then the creep finishes: 88 frames from the release frame, "
    "frame 94, 1.567 s.",
    {"bounds": B, "contentOffset": [600, 0]}, [drag(-20, -0.5)],
    {"finalOffset": [400, 0], "tolerance": 0.01, "target": [400, 0], "maxOvershoot": 0, "restAfter": 1.53, "restBefore": 1.57,
     "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPS)
add("snap-point-small-drag", SP + "From 300, drag 20 at 0.2 pt/ms (velocity 0, so T = offset = 320): p = 3.2, floor(3.9) "
    "= 3 == 3 and 320 <= 320 -> page 3, target 300, glided to from rest: 0.01 - (-20) * ln 0.998 = -0.030 pt/ms is under "
    "0.25, so the slow rule: 0.985 per ms and 0.01 - 20 * 0.0151136 = -0.2923 pt/ms.",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(20, 0.2)],
    {"finalOffset": [300, 0], "tolerance": 0.01, "target": [300, 0], "maxOvershoot": 0},
    layout=SNL, strategy=SPS)
add("snap-point-fast-flick", SP + "From 300, drag 20 to 320, release 2 pt/ms: T = 320 + 1.99 * 499.4998 = 1314.00; "
    "p = 13.14, floor(13.84) = 13 == 13 and 320 <= T -> page 13, target 1300 (short of the natural stop 320 + 1.99 * "
    "499 = 1313.01: more friction).",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(20, 2)],
    {"finalOffset": [1300, 0], "tolerance": 0.01, "target": [1300, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPS)
add("snap-point-first-page-overscroll", SP + "From 0, drag 80 backwards: rubber band 39.38, on the grid 39.333, release "
    "at -39.333 with -1 pt/ms; the proposal -39.333 - 494.50 is clamped to 0: p = 0, floor(0.7) = 0 == 0 and -39.333 <= 0 "
    "-> page 0, target 0, unchanged: the outward velocity carries the content further out first and the bounce returns "
    "it to 0." + PEAK_N80,
    {"bounds": B}, [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "minOvershoot": 52.69, "maxOvershoot": 52.69},
    layout=SNL, strategy=SPS)
add("snap-point-last-page-overscroll", SP + "Also the unclamped-target quirk. From 1625, drag 20 past the end: rubber "
    "band 375 * (1 - 1/(1 + 0.55 * 20/375)) = 10.69, on the grid 10.667, release at 1635.667 with 1 pt/ms; the proposal "
    "is clamped to 1625: p = 16.25, floor(16.95) = 16 == 16 but 1635.667 > 1625, so floor(p + 1) = 17: target 1700, 75 pt "
    "past the largest offset. UIKit clamps it to 1625, which is also its own proposal, so the release bounces as an "
    "unchanged one:" + BOUNCE + "d = 0.998, y0 = 10.667: 22.893, 31.063, 35.968, 37.964 (the peak), 37.965 - 0.001; "
    "it rests at 1625.",
    {"bounds": B, "contentOffset": [1625, 0]}, [drag(20, 1)],
    {"finalOffset": [1625, 0], "tolerance": 0.01, "target": [1625, 0], "minOvershoot": 37.96, "maxOvershoot": 37.97},
    layout=SNL, strategy=SPS)

SPP = ("Snap point, true pagination (snapPoint 0.1): S = offset at drag start; at release offset = contentOffset.x + "
       "contentInset.left (0 here), p = offset/100, snapDelta = offset > S ? 0.9 : 0.1; if floor(p + snapDelta) == "
       "floor(p) take floor(p) else floor(p + 1); target = 100 * page (UIKit clamps it); velocity and proposal ignored. "
       + SN_LAYOUT + REL + " ")
SPPS = {"name": "snap-point-paging"}
add("snap-point-paging-forward", SPP + "From 300, drag 20 to 320 > 300, release 0.5 pt/ms: p = 3.2, floor(4.1) = 4 != 3 -> "
    "page 4, target 400 (short of the natural stop 564.51: more friction).",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(20, 0.5)],
    {"finalOffset": [400, 0], "tolerance": 0.01, "target": [400, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-back", SPP + "From 400, drag -20 to 380 (not > 400: snapDelta 0.1), release -0.5 pt/ms: p = 3.8, "
    "floor(3.9) = 3 == 3 -> page 3, target 300.",
    {"bounds": B, "contentOffset": [400, 0]}, [drag(-20, -0.5)],
    {"finalOffset": [300, 0], "tolerance": 0.01, "target": [300, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-small-drag", SPP + "From 300, drag 5 to 305 at 0.2 pt/ms (velocity 0): 305 > 300, p = 3.05, "
    "floor(3.95) = 3 == 3 -> page 3, target 300, glided to from rest by the slow rule (0.01 - 5 * ln 0.998 = 0.020 < "
    "0.25): 0.985 per ms and 0.01 - 5 * 0.0151136 = -0.0656 pt/ms.",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(5, 0.2)],
    {"finalOffset": [300, 0], "tolerance": 0.01, "target": [300, 0], "maxOvershoot": 0},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-fast-flick", SPP + "Quirk: velocity ignored. From 300, drag 20 released at 5 pt/ms: p = 3.2 -> "
    "page 4, target 400, one cell (the natural stop would be 320 + 4.99 * 499 = 2810).",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(20, 5)],
    {"finalOffset": [400, 0], "tolerance": 0.01, "target": [400, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-first-page-overscroll", SPP + "Quirk: unclamped target. From 0, drag 80 backwards: rubber band "
    "39.38, on the grid 39.333, release at -39.333 (not > 0: snapDelta 0.1) with -1 pt/ms: p = -0.39333, floor(-0.29333) "
    "= -1 == floor(p) -> page -1, target -100. UIKit clamps it to 0, also its own (clamped) proposal, so the release "
    "bounces as an unchanged one and the content returns to 0." + PEAK_N80,
    {"bounds": B}, [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "minOvershoot": 52.69, "maxOvershoot": 52.69},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-last-page-overscroll", SPP + "From 1625, drag 20 past the end: 1625 + 10.667 = 1635.667 > 1625, "
    "release 1 pt/ms: p = 16.35667, floor(17.25667) = 17 != 16 -> page 17, target 1700, which UIKit clamps to 1625, its "
    "own proposal: as snap-point-last-page-overscroll, the bounce peaks 37.96 past 1625 and rests at 1625.",
    {"bounds": B, "contentOffset": [1625, 0]}, [drag(20, 1)],
    {"finalOffset": [1625, 0], "tolerance": 0.01, "target": [1625, 0], "minOvershoot": 37.96, "maxOvershoot": 37.97},
    layout=SNL, strategy=SPPS)
add("snap-point-paging-quirk-follows-finger", SPP + "Quirk: it follows the finger, not the flick. From 300, drag 190 "
    "to 490 released at 2 pt/ms: p = 4.9, floor(5.8) = 5 != 4 -> page 5, target 500: two cells for one gesture, the "
    "glide cut from a natural 1.99 * 499 = 993 pt to 10 pt.",
    {"bounds": B, "contentOffset": [300, 0]}, [drag(190, 2)],
    {"finalOffset": [500, 0], "tolerance": 0.01, "target": [500, 0], "maxOvershoot": 0},
    layout=SNL, strategy=SPPS)

# Peek (seed 002) quirk at high page numbers.
add("peek-quirk-index-drift", PEEK.replace("5 cards make the content 40 + 5 * 295 + 4 * 20 + 40 = 1635 wide (maximum "
    "1260)", "12 cards make the content 40 + 12 * 295 + 11 * 20 + 40 = 3840 wide (maximum 3465)") + REL +
    " Quirk: the index divides by the item width. From card 8, S = 8 * 315 = 2520, drag 5 at 0.2 pt/ms (velocity 0): "
    "proposed 2525, (2525 - 2520)/50 = 0.1 -> 0; index round(2520/295 = 8.54) = 9, not 8; target 9 * 315 = 2835, a "
    "whole card for a 5 pt nudge, glided to from rest at 0.01 + 310 * 0.01005 = 3.1256 pt/ms.",
    {"bounds": B, "contentOffset": [2520, 0]}, [drag(5, 0.2)],
    {"finalOffset": [2835, 0], "tolerance": 0.01, "target": [2835, 0], "finalPage": 9},
    layout=dict(PL, itemCount=12), strategy={"name": "peek"})

# Card centring (seed 004).
CC = ("Card centring (gist port; installs .fast: proposal = offset + sign(v) (|v| - 0.01) * 99.4992, on the pixel grid, clamped; natural "
      "stop (|v| - 0.01) * 99). " + CARD_TEXT + "Resting offsets: first card 0 (-inset.left), last round(1504 - 375) = "
      "1129, middle k round(20 + 296k - round(95/2 = 47.5 -> 48)) = 296k - 28: 268, 564, 860. Rule: fully scrolled "
      "left (offset <= 0) or right (offset + 375 >= 1504) -> first/last card; else the first card (index order, in the "
      "bounds at T) whose frame expanded by 16 ([4 + 296k, 316 + 296k)) holds T + 187.5; if it also holds the current "
      "centre offset + 187.5, one card on in the scroll direction (375 < 2 * 280: one card per page, so always). "
      "Direction: sign of v, else of the drag. " + REL + " ")
CCS = {"name": "card-centering"}
add("card-centering-forward", CC + "From 268, drag 20 to 288, release 1 pt/ms: T = 288 + 0.99 * 99.4992 = 386.50 (on the "
    "grid 386.667), centre 574.17; card 1's [300, 612) holds it and the current centre 475.5 -> card 2 -> 564 (beyond the "
    "projection: the launch is raised). "
    "Rest time: launch 0.01 + 276 * 0.0100503 = 2.7839 pt/ms at 0.99; the speed falls under 0.01 after "
    "ln(0.01/2.7839)/ln 0.99 = 560.1 ms, (2.7839 - 0.01) * 99 = 274.6 pt along, 1.4 pt short; the creep (0.152 pt a "
    "frame) closes it: 43 frames from the release frame, frame 49, 0.817 s.",
    {"bounds": B, "contentOffset": [268, 0]}, [drag(20, 1)],
    {"finalOffset": [564, 0], "tolerance": 0.01, "target": [564, 0], "finalPage": 2, "maxOvershoot": 0, "restAfter": 0.8, "restBefore": 0.82,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CCS)
add("card-centering-back", CC + "From 564, drag -20 to 544, release -1 pt/ms: T = 544 - 98.50 = 445.50, centre 633.00; "
    "card 1's [300, 612) does not hold it, card 2's [596, 908) does, and holds the current centre 731.5; right to left "
    "-> card 1 -> 268.",
    {"bounds": B, "contentOffset": [564, 0]}, [drag(-20, -1)],
    {"finalOffset": [268, 0], "tolerance": 0.01, "target": [268, 0], "finalPage": 1, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CCS)
add("card-centering-small-drag", CC + "Also a quirk: with one card per page any small drag advances. From 268, drag 30 "
    "at 0.2 pt/ms (velocity 0, T = 298, centre 485.5; direction from the drag: left to right): card 0's [4, 316) misses "
    "485.5, card 1's [300, 612) holds it and the current centre 485.5 -> card 2 -> 564, glided to from rest at "
    "0.01 + 266 * 0.0100503 = 2.6834 pt/ms.",
    {"bounds": B, "contentOffset": [268, 0]}, [drag(30, 0.2)],
    {"finalOffset": [564, 0], "tolerance": 0.01, "target": [564, 0], "finalPage": 2, "maxOvershoot": 0},
    layout=CARD, strategy=CCS)
add("card-centering-fast-flick", CC + "From 268, drag 20 to 288, release 5 pt/ms: T = 288 + 4.99 * 99.4992 = 784.50, "
    "centre 972.00; card 2's [596, 908) misses it, card 3's [892, 1204) holds it but not the current centre 475.5 -> "
    "card 3 -> 860 (past the natural stop 288 + 494.01 = 782.01).",
    {"bounds": B, "contentOffset": [268, 0]}, [drag(20, 5)],
    {"finalOffset": [860, 0], "tolerance": 0.01, "target": [860, 0], "finalPage": 3, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CCS)
add("card-centering-first-page-overscroll", CC + "From 0, drag 40 backwards: rubber band 375 * (1 - 1/(1 + 0.55 * "
    "40/375)) = 20.78, on the grid 20.667, release at -20.667 with -1 pt/ms: fully scrolled left -> card 0 -> 0, equal to the clamped "
    "proposal; the outward velocity carries the content further out and it bounces back to 0." + PEAK_F40,
    {"bounds": B}, [drag(-40, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "finalPage": 0, "minOvershoot": 36.162, "maxOvershoot": 36.162},
    layout=CARD, strategy=CCS)
add("card-centering-last-page-overscroll", CC + "From 1129, drag 40 past the end: 1129 + 20.667 = 1149.667, release "
    "1 pt/ms: 1149.667 + 375 >= 1504, fully scrolled right -> last card -> 1129; bounces back to 1129." + PEAK_F40,
    {"bounds": B, "contentOffset": [1129, 0]}, [drag(40, 1)],
    {"finalOffset": [1129, 0], "tolerance": 0.01, "target": [1129, 0], "finalPage": 4, "minOvershoot": 36.162, "maxOvershoot": 36.162},
    layout=CARD, strategy=CCS)
add("card-centering-back-from-last", CC + "From the last card 1129, drag -20 to 1109, release -1 pt/ms: not fully "
    "scrolled (1109 + 375 = 1484 < 1504); T = 1109 - 98.50 = 1010.50, centre 1198.00; card 3's [892, 1204) holds it "
    "but not the current centre 1296.5 -> card 3 -> 860.",
    {"bounds": B, "contentOffset": [1129, 0]}, [drag(-20, -1)],
    {"finalOffset": [860, 0], "tolerance": 0.01, "target": [860, 0], "finalPage": 3, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CCS)
add("card-centering-quirk-flick-at-first-card", CC + "Quirk: a release exactly at an edge rests on that edge's card "
    "whatever the velocity. At 0, a flick with no drag (distance 0, released at 2 pt/ms): offset 0 <= 0 is fully "
    "scrolled left -> card 0 -> target 0, the current offset: no glide, the view stays at 0.",
    {"bounds": B}, [drag(0, 2)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "releaseVelocity": [2, 0], "finalPage": 0,
     "maxOvershoot": 0},
    layout=CARD, strategy=CCS)

# View-aligned (leading anchor, no limit).
VA = ("View-aligned (anchor leading, limitBehavior never; normal rate): proposal T = offset + sign(v) (|v| - 0.01) * "
      "499.4998, clamped to 0...1129; natural stop (|v| - 0.01) * 499. " + CARD_TEXT + "Leading offsets minX - 20: "
      "296k = 0, 296, 592, 888, 1184 -> clamped 1129. Target: the offset nearest T, or if that is against a non-zero "
      "flick, the nearest at or ahead of the current offset (if any); reached by a re-timed glide. " + REL + " ")
VAS = {"name": "view-aligned"}
add("view-aligned-forward", VA + "From 296, drag 20 to 316, release 0.5 pt/ms: T = 316 + 0.49 * 499.4998 = 560.75; "
    "|592 - 560.75| = 31.25 < |296 - 560.75| = 264.75 -> 592 (past the natural stop 560.51: speed raised). "
    "Rest time: launch 0.01 + 276 * 0.0020020 = 0.56255 pt/ms; the speed falls under 0.01 after "
    "ln(0.01/0.56255)/ln 0.998 = 2012.9 ms, 0.28 pt short, closed by the creep: 123 frames from the release frame, "
    "frame 129, 2.15 s.",
    {"bounds": B, "contentOffset": [296, 0]}, [drag(20, 0.5)],
    {"finalOffset": [592, 0], "tolerance": 0.01, "target": [592, 0], "maxOvershoot": 0, "restAfter": 2.14, "restBefore": 2.16,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=VAS)
add("view-aligned-back", VA + "From 592, drag -20 to 572, release -0.5 pt/ms: T = 572 - 244.75 = 327.25 -> 296 (31.25 "
    "away; 592 is 264.75).",
    {"bounds": B, "contentOffset": [592, 0]}, [drag(-20, -0.5)],
    {"finalOffset": [296, 0], "tolerance": 0.01, "target": [296, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=CARD, strategy=VAS)
add("view-aligned-small-drag", VA + "From 296, drag 30 at 0.2 pt/ms (velocity 0): T = 326 -> 296 (30 away), glided back "
    "from rest by the slow rule (0.01 - 30 * 0.0020020 = -0.050 is under 0.25): 0.985 per ms and 0.01 - 30 * 0.0151136 "
    "= -0.4434 pt/ms.",
    {"bounds": B, "contentOffset": [296, 0]}, [drag(30, 0.2)],
    {"finalOffset": [296, 0], "tolerance": 0.01, "target": [296, 0], "maxOvershoot": 0},
    layout=CARD, strategy=VAS)
add("view-aligned-fast-flick", VA + "From 0, drag 50, release 2 pt/ms: T = 50 + 1.99 * 499.4998 = 1044.00; |1129 - 1044| "
    "= 85 < |888 - 1044| = 156 -> 1129, the last card, with no limit; 1129 lies past the natural stop 50 + 993.01 = "
    "1043.01, so the launch speed is raised and the glide ends exactly on the edge, no overshoot.",
    {"bounds": B}, [drag(50, 2)],
    {"finalOffset": [1129, 0], "tolerance": 0.01, "target": [1129, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=CARD, strategy=VAS)
add("view-aligned-first-page-overscroll", VA + "From 0, drag 80 backwards: -39.333, release -1 pt/ms: T clamped to 0 -> "
    "item 0 at 0, behind the flick (0 - (-39.333)) * -1 < 0, but no offset lies at or ahead of -39.333, so 0 stays: the "
    "target equals the proposal; the content goes further out and bounces back to 0." + PEAK_N80,
    {"bounds": B}, [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "minOvershoot": 52.69, "maxOvershoot": 52.69},
    layout=CARD, strategy=VAS)
add("view-aligned-last-page-overscroll", VA + "From 1129, drag 80 past the end: 1129 + 39.333 = 1168.333, release 1 pt/ms: "
    "T clamped to 1129 -> item 4 (1129); nothing lies ahead of 1168.333, so 1129 stays; bounces back to 1129." + PEAK_N80,
    {"bounds": B, "contentOffset": [1129, 0]}, [drag(80, 1)],
    {"finalOffset": [1129, 0], "tolerance": 0.01, "target": [1129, 0], "minOvershoot": 52.69, "maxOvershoot": 52.69},
    layout=CARD, strategy=VAS)
add("view-aligned-limit-always", VA.replace("limitBehavior never", "limitBehavior always") + "With limitBehavior always "
    "only items within one of the drag-start item are allowed. From 0 (item 0), drag 50, release 2 pt/ms: T = 1044.00; "
    "among items 0 and 1 the nearest is 296 -> 296, short of the natural stop 1043.01: more friction.",
    {"bounds": B}, [drag(50, 2)],
    {"finalOffset": [296, 0], "tolerance": 0.01, "target": [296, 0], "maxOvershoot": 0, "callbacks": CALLS_FLING},
    layout=CARD, strategy={"name": "view-aligned", "limitBehavior": "always"})

# Sections: two sections with their own insets, view-aligned across the boundary.
SECTIONS_TEXT = ("Layout: cards 280 x 250, layout spacing 16 and insets left/right 20; section 0 holds 2 cards with the "
    "layout's values, section 1 holds 3 cards with its own insets left 40, right 10 and spacing 8. As in "
    "UICollectionViewFlowLayout, section 1 starts where section 0 ends: section 0's cards span 20...300 and 316...596 and "
    "it ends at 596 + 20 = 616; section 1's cards start at 616 + 40 = 656, then 656 + 288 = 944 and 1232, and it ends at "
    "1232 + 280 + 10 = 1522, the content width; largest offset 1522 - 375 = 1147. Card centres (in (section, item) "
    "order): 160, 456, 796, 1084, 1372; centred offsets centre - 187.5: -27.5 -> 0, 268.5, 608.5, 896.5, 1184.5 -> 1147. ")
add("view-aligned-sections-carousel", "Two sections in a horizontal carousel, flicked across the section boundary with "
    "view-aligned (anchor center, limitBehavior never; normal rate). " + SECTIONS_TEXT + "From 268.5 (section 0, card 1 "
    "centred), the drag moves the content 60 to 328.5 and releases at 1.2 pt/ms; UIKit's proposal T = 328.5 + (1.2 - "
    "0.01) * 499.4998 = 328.5 + 594.40 = 922.90, nearest centred offset 896.5 (26.4 away; 608.5 is 314.4 away), ahead of "
    "the flick: section 1, card 1, the fourth card (page 3). With a single section and the layout's insets everywhere it "
    "would be 20 + 3 * 296 + 140 - 187.5 = 860.5 instead. The glide is re-timed to land there, so nothing overshoots. "
    "Display scale 2 keeps the half-point offsets on the pixel grid.",
    {"bounds": B, "contentOffset": [268.5, 0], "displayScale": 2}, [drag(60, 1.2)],
    {"releaseVelocity": [1.2, 0], "target": [896.5, 0], "finalOffset": [896.5, 0], "finalPage": 3, "maxOvershoot": 0,
     "tolerance": 0.01},
    layout={"scrollDirection": "horizontal", "itemSize": [280, 250], "minimumLineSpacing": 16,
            "minimumInteritemSpacing": 0, "sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20},
            "sections": [{"itemCount": 2},
                         {"itemCount": 3, "minimumLineSpacing": 8,
                          "sectionInset": {"top": 0, "left": 40, "bottom": 0, "right": 10}}]},
    strategy={"name": "view-aligned", "anchor": "center"})

# Group paging, centred.
GP = ("Group paging, centred (installs .fast). " + CARD_TEXT + CENTRED + "Start item = the centred offset nearest the "
      "drag-start offset. Release: v > 0 -> the first centred offset > the current offset (else the last), v < 0 -> "
      "the last < it (else the first), v = 0 -> the nearest; limited to start +- 1; target only (re-timed glide; "
      "proposal offset + sign(v) (|v| - 0.01) * 99.4992, natural stop (|v| - 0.01) * 99). " + REL + " ")
GPS = {"name": "group-paging-centered"}
add("group-paging-centered-forward", GP + "From 268.5 (item 1; stored as 268.667), drag 30 to 298.667, release 1 pt/ms: "
    "first > 298.667 is 564.5 (item 2) -> 564.5, on the grid 564.667 (beyond the projection: the launch is raised).",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 1)],
    {"finalOffset": [564.667, 0], "tolerance": 0.01, "target": [564.667, 0], "finalPage": 2, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=GPS)
add("group-paging-centered-back", GP + "From 564.5 (item 2; stored as 564.667), drag -30 to 534.667, release -1 pt/ms: "
    "last < 534.667 is 268.5 (item 1) -> 268.5, on the grid 268.667.",
    {"bounds": B, "contentOffset": [564.5, 0]}, [drag(-30, -1)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [268.667, 0], "finalPage": 1, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=GPS)
add("group-paging-centered-small-drag", GP + "From 268.5 (stored as 268.667), drag 30 to 298.667 at 0.2 pt/ms "
    "(velocity 0): nearest 268.5 (30.2 away) -> 268.667 on the grid, glided back to from rest at 0.01 - 30 * 0.0100503 "
    "= -0.2915 pt/ms (not under 0.25, so at 0.99).",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 0.2)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [268.667, 0], "finalPage": 1, "maxOvershoot": 0},
    layout=CARD, strategy=GPS)
add("group-paging-centered-fast-flick", GP + "From 268.5 (stored as 268.667), drag 30, release 5 pt/ms: first > 298.667 is "
    "564.5 -> one card only, 564.667 on the grid, short of the projection 298.667 + 4.99 * 99.4992 = 795.17: the speed "
    "kept, the factor e^(-4.99/266) = 0.98140 per ms.",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 5)],
    {"finalOffset": [564.667, 0], "tolerance": 0.01, "target": [564.667, 0], "finalPage": 2, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=GPS)
add("group-paging-centered-first-page-overscroll", GP + "From 0 (item 0), drag 80 backwards: -39.333, release -1 pt/ms: "
    "no centred offset < -39.333 -> the first, 0 = the clamped proposal; the content goes further out and bounces back "
    "to 0." + PEAK_F80,
    {"bounds": B}, [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "finalPage": 0, "minOvershoot": 48.292, "maxOvershoot": 48.292},
    layout=CARD, strategy=GPS)
add("group-paging-centered-last-page-overscroll", GP + "From 1129 (item 4), drag 80 past the end: 1168.333, release "
    "1 pt/ms: no centred offset > 1168.333 -> the last, 1129; bounces back to 1129." + PEAK_F80,
    {"bounds": B, "contentOffset": [1129, 0]}, [drag(80, 1)],
    {"finalOffset": [1129, 0], "tolerance": 0.01, "target": [1129, 0], "finalPage": 4, "minOvershoot": 48.292, "maxOvershoot": 48.292},
    layout=CARD, strategy=GPS)
add("group-paging-centered-long-drag-pulled-back", GP + "Documented quirk: from 268.5 (item 1; stored as 268.667), drag "
    "600 to 868.667, release 1 pt/ms: first > 868.667 is 1129 (item 4), limited to start + 1 = item 2 -> 564.667, behind "
    "the flick: UIKit's factor e^(-(1 - 0.01)/(564.667 - 868.667)) exceeds 1 and is capped at 0.999, so the release "
    "frame's glide passes the target and puts the content on it at once.",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(600, 1)],
    {"finalOffset": [564.667, 0], "tolerance": 0.01, "target": [564.667, 0], "finalPage": 2},
    layout=CARD, strategy=GPS)

# Layout-level centring.
CF = ("Centred flow layout (installs .fast; the layout hook sees the proposal T = offset + sign(v) (|v| - 0.01) * "
      "99.4992, clamped). " + CARD_TEXT + "Hook: among the cards in the bounds at T, the centre nearest T + 187.5; "
      "new = centre - 187.5; if that is against the velocity, one pitch (296) on in the velocity's direction; clamp to "
      "0...1129. " + REL + " ")
CFS = {"name": "centered-flow-layout"}
add("centered-flow-layout-forward", CF + "From 268.5 (stored as 268.667), drag 30 to 298.667, release 1 pt/ms: T = "
    "298.667 + 98.50 = 397.17, on the grid 397.167, centre 584.67; cards 1 (456, 128.7 away) and 2 (752, 167.3) -> "
    "268.5, behind the forward flick -> + 296 = 564.5, on the grid 564.667.",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 1)],
    {"finalOffset": [564.667, 0], "tolerance": 0.01, "target": [564.667, 0], "finalPage": 2, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CFS)
add("centered-flow-layout-back", CF + "From 564.5 (stored as 564.667), drag -30 to 534.667, release -1 pt/ms: T = "
    "534.667 - 98.50 = 436.17, centre 623.67; card 1 (456, 167.7 away), card 2 (752, 128.3) -> 564.5, ahead of 534.667 "
    "against the backward flick -> - 296 = 268.5, on the grid 268.667.",
    {"bounds": B, "contentOffset": [564.5, 0]}, [drag(-30, -1)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [268.667, 0], "finalPage": 1, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CFS)
add("centered-flow-layout-small-drag", CF + "From 268.5 (stored as 268.667), drag 30 at 0.2 pt/ms (velocity 0): T = "
    "298.667, centre 486.17; cards 0 (160, 326 away), 1 (456, 30.2), 2 (752, 266) -> 268.5, on the grid 268.667; no "
    "velocity, no correction; glided back from rest at 0.01 - 30 * 0.0100503 = -0.2915 pt/ms.",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 0.2)],
    {"finalOffset": [268.667, 0], "tolerance": 0.01, "target": [268.667, 0], "finalPage": 1, "maxOvershoot": 0},
    layout=CARD, strategy=CFS)
add("centered-flow-layout-fast-flick", CF + "From 268.5 (stored as 268.667), drag 30, release 5 pt/ms: T = 298.667 + "
    "4.99 * 99.4992 = 795.17, centre 982.67; cards 2 (752, 230.7 away), 3 (1048, 65.3) -> 860.5, on the grid 860.667, "
    "ahead: two cards on (beyond the projection: the launch is raised).",
    {"bounds": B, "contentOffset": [268.5, 0]}, [drag(30, 5)],
    {"finalOffset": [860.667, 0], "tolerance": 0.01, "target": [860.667, 0], "finalPage": 3, "maxOvershoot": 0,
     "callbacks": CALLS_FLING},
    layout=CARD, strategy=CFS)
add("centered-flow-layout-first-page-overscroll", CF + "From 0, drag 80 backwards: -39.333, release -1 pt/ms: T clamped "
    "to 0, centre 187.5; cards 0 (160, 27.5 away), 1 (456) -> -27.5, ahead of -39.333 against the flick -> -27.5 - 296, "
    "clamped to 0 (the first card cannot be centred); the content goes further out and bounces back to 0." + PEAK_F80,
    {"bounds": B}, [drag(-80, -1)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "target": [0, 0], "finalPage": 0, "minOvershoot": 48.292, "maxOvershoot": 48.292},
    layout=CARD, strategy=CFS)
add("centered-flow-layout-last-page-overscroll", CF + "From 1129, drag 80 past the end: 1168.333, release 1 pt/ms: T "
    "clamped to 1129, centre 1316.5; cards 3 (1048, 268.5 away), 4 (1344, 27.5) -> 1156.5, behind 1168.333 against the "
    "flick -> + 296 = 1452.5, clamped to 1129; bounces back to 1129." + PEAK_F80,
    {"bounds": B, "contentOffset": [1129, 0]}, [drag(80, 1)],
    {"finalOffset": [1129, 0], "tolerance": 0.01, "target": [1129, 0], "finalPage": 4, "minOvershoot": 48.292, "maxOvershoot": 48.292},
    layout=CARD, strategy=CFS)

# --- UIKit 26.1 rules, one scenario family per rule ---

def spring_text(w):
    p = min(w, 1024) * -0.000000184659091 + 0.000359090909
    f = min(w, 1024) * 0.00000994318182 + 0.966818182
    return f"pull {p:.4e} and friction {f:.6f} per ms at min({w}, 1024)"

PW = ("Native paging at width {w}: UIKit's _setPagingSpringPull:/_setPagingFriction: lines give {spring}; 16 whole "
      "1 ms steps a 60 Hz frame (v = (v + (T - x) * pull) * friction, x += v), the offset on the 1/3 pt grid. ")
for w, frames in ((320, 22), (393, 21), (430, 22), (768, 24), (1024, 30)):
    rest = (6 + frames) / 60
    add(f"native-paging-width-{w}", PW.format(w=w, spring=spring_text(w)) + REL + f" From page 1 ({w}), drag 50 to "
        f"{w + 50} and release at 0.5 pt/ms (> 0.3: next page, ceil({w + 50}/{w}) = 2): the spring starts at the release "
        f"speed and the third end rule (|v| < 0.01, last step <= 1 pt, within 5 pt) puts it on {2 * w} after {frames} "
        f"frames of the reference steps, the release frame (frame 7) the first: rest on frame {6 + frames}, {rest:.4f} s.",
        {"bounds": [w, 250], "contentSize": [5 * w, 250], "contentOffset": [w, 0]}, [drag(50, 0.5)],
        {"finalOffset": [2 * w, 0], "tolerance": 0.01, "finalPage": 2, "target": [2 * w, 0],
         "restBefore": round(rest + 0.005, 4), "restAfter": round(rest - 0.005, 4), "maxOvershoot": 0},
        strategy={"name": "native-paging"})

add("native-paging-inset-origin", PAGE + REL + " contentInset.left = 20: the allowed offsets start at -20, but pages are "
    "counted from the paging origin 0 (_prepareToPageWithHorizontalVelocity: adds _firstPageOffset, 0, to page 0 and "
    "clamps to [-20, 1500]), not from -20. From page 1 (375), drag -50 to 325 and release at -0.5 pt/ms: "
    "floor(325/375) = 0, rest at 0, 20 pt inside the leading edge.",
    dict(HP, contentOffset=[375, 0], contentInset={"left": 20}), [drag(-50, -0.5)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "finalPage": 0, "target": [0, 0], "restBefore": 1.2},
    strategy={"name": "native-paging"})

add("native-paging-vertical", REL + " Vertical native paging, bounds 375 x 667, content 5 pages (3335 tall). Pages are "
    "multiples of the height 667; the spring's constants are scalars read from the width (min(375, 1024)), the same "
    "for both axes. From page 1 (667), drag 50 to 717 and release at 0.5 pt/ms: ceil(717/667) = 2, rest at 1334.",
    {"bounds": [375, 667], "contentSize": [375, 3335], "contentOffset": [0, 667]}, [drag(50, 0.5)],
    {"finalOffset": [0, 1334], "tolerance": 0.01, "finalPage": 2, "target": [0, 1334], "restBefore": 1.2, "maxOvershoot": 0},
    strategy={"name": "native-paging"})

RT = (REL + " _scrollViewWillEndDraggingWithDeceleration: re-times the glide onto a changed target: with a = +-0.01 "
      "(the sign of the velocity v, + at 0) and d = target - offset, a target on the near side of the projection "
      "(for v > 0: target <= projection, which includes a target behind the release) keeps the speed and decays at "
      "exp(-(v - a)/d) per ms, at most 0.999; otherwise the speed becomes a - d ln f at the view's rate f, and when "
      "that is under 0.25 pt/ms it becomes a + d * 0.0151136378 at 0.985 per ms. ")
add("changed-target-behind", RT + "Released at 1100 with 2 pt/ms, the delegate moves the target back to 1000, short of "
    "the projection 2094: the first branch, rate exp(-1.99/-100) = 1.0201 capped to 0.999, speed kept at +2 pt/ms. "
    "The first glide frame moves forward, so the content has passed the target (v > 0 and offset >= 1000) and is put "
    "on it: the view jumps back to 1000 on the release frame (frame 7, 0.1167 s), with one scrollViewDidScroll and "
    "scrollViewDidEndDecelerating there.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 1000], "tolerance": 0.0, "target": [0, 1000], "maxOvershoot": 0, "restBefore": 0.12,
     "restAfter": 0.11},
    changeTarget=[0, 1000])
add("changed-target-at-rest-slow", RT + "A slow release (0.2 pt/ms, under 0.25: no fling, the proposal is the offset "
    "1100) whose delegate moves the target 60 pt on to 1160: a - d ln f = 0.01 + 60 * 0.002002 = 0.1301, under 0.25, so "
    "the view glides from rest at 0.01 + 60 * 0.0151136 = 0.9168 pt/ms decaying at 0.985 per ms: it covers "
    "0.9068 * 0.985/0.015 = 59.5 pt before the speed reaches 0.01 pt/ms after ln(0.01/0.9168)/ln 0.985 = 299 ms, and the "
    "creep closes the last half point: a third of a second of glide, where the offset used to jump.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 0.2)],
    {"finalOffset": [0, 1160], "tolerance": 0.01, "target": [0, 1160], "maxOvershoot": 0, "restBefore": 0.55,
     "restAfter": 0.4,
     "callbacks": zeroed(CALLS_FLING)}, changeTarget=[0, 1160])
add("changed-target-at-rest-fast", RT + "A slow release (0.2 pt/ms: no fling) whose delegate moves the target 300 pt on "
    "to 1400: a - d ln f = 0.01 + 300 * 0.0020020 = 0.6106 pt/ms, not under 0.25, so the view launches at 0.6106 pt/ms "
    "and decays at 0.998: it stops under 0.01 pt/ms after ln(0.01/0.6106)/ln 0.998 = 2053 ms, (0.6106 - 0.01) * 499 = "
    "299.7 pt along, and the creep closes the last 0.3 pt.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 0.2)],
    {"finalOffset": [0, 1400], "tolerance": 0.01, "target": [0, 1400], "maxOvershoot": 0, "restBefore": 2.3,
     "restAfter": 2.1, "callbacks": zeroed(CALLS_FLING)}, changeTarget=[0, 1400])

FS = ("Fast scroll (_endPanNormal:, _beginTrackingWithEvent:, _updatePanGesture): a release at 0.6 pt/ms or more, in "
      "bounds and not paging, counts one flick; a finger that comes down while the content still moves, within 1 s of "
      "the last counted release, continues the streak; from the fourth drag on, each drag update sets M = M0 + "
      "((count - 3)/2 + 1) * min(distance/240, 0.9), M0 the multiplier at touch-down. M scales every in-bounds glide "
      "frame and the proposed target, never the delegate's velocity. ")
add("fast-scroll-streak", FS + "Six drags of 100 pt (each 0.1 s, released at 2 pt/ms) 0.3 s apart from 1000, content "
    "100000 tall. Drag 4 (count 3): M = 1 + 1 * 100/240 = 1.4167; drag 5: 1.4167 + 1.5 * 0.41667 = 2.0417; drag 6: "
    "2.0417 + 2 * 0.41667 = 2.875. Between releases a glide runs 11 frames (the release frame to the frame before the "
    "next touch-down): per-frame decay D = 1 + x + x^2/2 with x = (1000/60) ln 0.998 = -0.0333667, D = 0.9671900, first "
    "frame 2 * (1 - D)/(1 - 0.998) * 0.998 = 32.7444 pt, eleven frames 32.7444 * (1 - D^11)/(1 - D) = 306.51 pt times "
    "M, and the touch-down puts the offset on the 1/3 pt grid. Releases: 1100, 1506.667, 1913.333, 2320 (M 1.4167), "
    "2320 + 434.22 + 100 = 2854.333, 2854.333 + 625.80 + 100 = 3580.333 (M 2.875). The last glide runs until the speed "
    "2 D^n falls under 0.01 pt/ms, n = 159 frames: 2.875 * 32.7444 * (1 - D^159)/(1 - D) = 2854.99 pt, rest at 6435.32, "
    "on the grid 6435.333, frame 97 + 158 = 255, 4.25 s. Its proposed target 3580.333 + 2.875 * 1.99/0.0020020 = "
    "6438.09, on the grid 6438.0.",
    {"bounds": [375, 667], "contentSize": [375, 100000], "contentOffset": [0, 1000]},
    [drag(100, 2, t=round(0.3 * k, 1)) for k in range(6)],
    {"finalOffset": [0, 6435.333], "tolerance": 0.01, "restBefore": 4.26, "restAfter": 4.24})
add("fast-scroll-off", FS + "As fast-scroll-streak with simulation.fastScroll = false: M stays 1, releases at 1100 + "
    "k * 406.667 (306.51 glided, on the grid, plus the 100 pt drag), the last at 3133.333, which glides 2 * 32.7444 * "
    "... = 993.04 pt in 159 frames: rest at 4126.37, on the grid 4126.333, 4.25 s; proposed target 3133.333 + 994.0 "
    "= 4127.333.",
    {"bounds": [375, 667], "contentSize": [375, 100000], "contentOffset": [0, 1000]},
    [drag(100, 2, t=round(0.3 * k, 1)) for k in range(6)],
    {"finalOffset": [0, 4126.333], "tolerance": 0.01, "restBefore": 4.26, "restAfter": 4.24}, simulation={"fastScroll": False})

TOUCH = ("Touches drive UIKit's pan recognizer: nothing is reported until the finger passes 10 pt on a scrollable axis "
         "(the hysteresis); recognition calls scrollViewWillBeginDragging with the hysteresis removed from the "
         "translation; velocityInView: is the Delta/dt of the last two events blended 0.2/0.8 with the previous one "
         "(the recognition event counts as a sample), in pt/ms of content offset. ")
add("touches-with-slop", TOUCH + "From offset 1000 the finger moves up, y = 500, 496, 492, 488, 470, 440, 400 at "
    "0.02 s steps and lifts at the last sample (the last sample is a move, then the lift). Finger velocities (pt/s): "
    "-200, -200, -200, -900, -1500, -2000. At 488 (t = 0.06) it has moved 12 >= 10 pt: recognition, translation "
    "12 - 10 = 2, offset 1002, scroll sample 0.2 * 0.2 + 0.8 * 0.2 = 0.2 pt/ms; at 470: 0.2 * 0.9 + 0.8 * 0.2 = 0.34; "
    "at 440: 0.2 * 1.5 + 0.8 * 0.9 = 1.02; at 400: 0.2 * 2.0 + 0.8 * 1.5 = 1.6, offset 1000 + 100 - 10 = 1090. The "
    "lift does not update the velocity (handlePan: ends without _updatePanGesture), so the release is 0.75 * 1.02 + "
    "0.25 * 1.6 = 1.165 pt/ms at 1090, on the frame at 0.1333 s. Proposed target 1090 + 1.155/0.0020020 = 1666.92, on "
    "the grid 1667.0; the glide runs (1.165 - 0.01) * 499 = 576.3 pt to 1666.3 (the discrete stop within 0.4 pt), "
    "143 frames from the release frame: rest at 150/60 = 2.5 s.",
    dict(V, contentOffset=[0, 1000]),
    [{"type": "touches", "samples": [[round(0.02 * i, 2), 100, y] for i, y in enumerate((500, 496, 492, 488, 470, 440, 400))]}],
    {"finalOffset": [0, 1666.333], "tolerance": 0.4, "releaseVelocity": [0, 1.165], "target": [0, 1667.0],
     "restBefore": 2.51, "restAfter": 2.49, "callbacks": CALLS_FLING})
add("touches-tap-at-rest", TOUCH + "A touch that moves 3 pt and lifts never passes the hysteresis: a tap. No drag "
    "callbacks, the content stays at 1000.",
    dict(V, contentOffset=[0, 1000]),
    [{"type": "touches", "samples": [[0, 100, 300], [0.05, 101, 303], [0.1, 101, 303]]}],
    {"finalOffset": [0, 1000], "tolerance": 0.0, "callbacks": []})
add("touches-catch-moving", TOUCH + REL + " A fling (drag 100, 2 pt/ms) from 1000 glides from 1100 on the release frame "
    "(frame 7); a finger comes down at 0.5 s (frame 30) and lifts 0.1 s later without moving. On a decelerating view "
    "the pan begins at touch-down (tracksImmediatelyWhileDecelerating): the glide stops after frames 7 to 29, "
    "23 frames of 2 * 16.372 * D^k (D = 0.9671900), 32.744 * (1 - D^23)/(1 - D) = 534.66 pt, the offset on the "
    "pixel grid at 1634.667 (one scrollViewDidScroll), then scrollViewWillBeginDragging at 0.5 s (UIKit pauses the "
    "heartbeat and sends only its private _scrollViewDidInterruptDecelerating:). At the lift the pan ends with "
    "velocityInView: 0: scrollViewWillEndDragging with velocity 0 and target 1634.667, scrollViewDidEndDragging("
    "willDecelerate: false); _endPanNormal: then un-pauses the heartbeat, whose next tick finds no velocity and stops: "
    "scrollViewDidEndDecelerating on the frame of the lift, 0.6 s (a frame's events come before its motion step, as "
    "a release frame already glides).",
    dict(V, contentOffset=[0, 1000]),
    [drag(100, 2), {"type": "touches", "t": 0.5, "samples": [[0, 100, 300], [0.1, 100, 300]]}],
    {"finalOffset": [0, 1634.667], "tolerance": 0.01, "callbacks": [
        "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidScroll", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewDidEndDecelerating"]})

def render(d):
    text = json.dumps(d, indent=2)
    # Keep short arrays and gesture objects on one line.
    text = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]", lambda m: "[" + re.sub(r"\s+", " ", m.group(1)) + "]", text)
    text = re.sub(r"\{\s+(\"t\"[^{}]*?)\s+\}", lambda m: "{" + re.sub(r"\s*\n\s*", " ", m.group(1)) + "}", text)
    return text + "\n"


def check():
    """Exit 1, naming each file, when the bundled scenarios are not exactly what this script writes."""
    problems = []
    written = set()
    for d in S:
        path = f"Scenarios/{d['name']}.json"
        written.add(os.path.basename(path))
        current = open(path).read() if os.path.exists(path) else None
        if current is None:
            problems.append(f"{path}: missing; run python3 tools/make-scenarios.py")
        elif current != render(d):
            problems.append(f"{path}: differs from what tools/make-scenarios.py writes; edit the script, not the file")
    for name in sorted(os.listdir("Scenarios")):
        if name.endswith(".json") and name != "scenario.schema.json" and name not in written:
            problems.append(f"Scenarios/{name}: not written by tools/make-scenarios.py; add it there")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"scenarios: the {len(S)} bundled files are exactly what tools/make-scenarios.py writes")


if "--check" in sys.argv[1:]:
    check()
else:
    os.makedirs("Scenarios", exist_ok=True)
    for d in S:
        open(f"Scenarios/{d['name']}.json", "w").write(render(d))
    print(len(S), "scenarios")
