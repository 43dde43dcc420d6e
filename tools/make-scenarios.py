#!/usr/bin/env python3
"""Writes Scenarios/*.json. Expectations are hand-derived from physics-reference formulas
(arithmetic in each description), never copied from a run. Re-run after editing; then
`SCROLLSIM_RECORD=all swift run scrollsim check` re-records the goldens."""
import json, os

V = {"bounds": [375, 667], "contentSize": [375, 10000]}
H = {"bounds": [375, 250], "contentSize": [3000, 250]}
CALLS_FLING = ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
               "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidScroll",
               "scrollViewDidEndDecelerating"]

def drag(distance, v, t=0.0):
    return {"t": t, "type": "drag", "distance": distance, "releaseVelocity": v}

S = []
def add(name, description, scroll, gestures, expect, **extra):
    d = {"$schema": "scenario.schema.json", "name": name, "description": description}
    d.update({k: v for k, v in extra.items() if k in ("frameRate",)})
    d["scrollView"] = scroll
    for k in ("layout", "strategy", "simulation", "changeTarget"):
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

add("free-fling-custom-rate", REL + " As free-fling at rate 0.995: distance 1.99 * 0.995/0.005 = 396.0 pt, rest at "
    "1496.0; time ln(0.005)/ln(0.995) = 1057 ms, rest near 1.174 s. Proposed target 1100 + 1.99/0.0050125 = 1497.0.",
    dict(V, contentOffset=[0, 1000], decelerationRate=0.995), [drag(100, 2)],
    {"finalOffset": [0, 1496.0], "restBefore": 1.25, "restAfter": 1.1, "target": [0, 1497.0], "maxOvershoot": 0})

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
     "callbacks": ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging", "scrollViewDidEndDragging"]})

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
    "0.5 pt after ln(0.5/50.81)/ln(0.99) = 460 ms; rest at 0 near 0.58 s.",
    {"bounds": [375, 667], "contentSize": [375, 300], "alwaysBounceVertical": True}, [drag(-100, 0)],
    {"finalOffset": [0, 0], "minOvershoot": 50.81, "maxOvershoot": 50.81, "restBefore": 0.7})

EDGE = (" Free deceleration composes exactly, so the speed at the edge satisfies distance = (v0 - ve) * d/(1 - d): "
        "ve = v0 - distance/499. The peak overshoot is 33.3 ms * ve (reference section 6) and the bounce ends at the edge.")
add("fling-into-top-edge", REL + EDGE + " Release at 300 - 50 = 250 with -2 pt/ms: ve = 2 - 250/499 = 1.499 pt/ms, "
    "peak 33.3 * 1.499 = 49.9 pt above the top.",
    dict(V, contentOffset=[0, 300]), [drag(-50, -2)],
    {"finalOffset": [0, 0], "tolerance": 1.0, "minOvershoot": 49.9, "maxOvershoot": 49.9, "restBefore": 1.5})
add("fling-into-bottom-edge", REL + EDGE + " Content 5000 tall, maximum offset 5000 - 667 = 4333. Release at 4000 + 50 = "
    "4050 with 2 pt/ms: ve = 2 - 283/499 = 1.433 pt/ms, peak 33.3 * 1.433 = 47.7 pt below the bottom.",
    {"bounds": [375, 667], "contentSize": [375, 5000], "contentOffset": [0, 4000]}, [drag(50, 2)],
    {"finalOffset": [0, 4333], "tolerance": 1.0, "minOvershoot": 47.7, "maxOvershoot": 47.7, "restBefore": 1.5})
add("fling-into-left-edge", REL + EDGE + " Horizontal, release at 300 - 50 = 250 with -2 pt/ms: ve = 1.499 pt/ms, peak 49.9 pt.",
    dict(H, contentOffset=[300, 0]), [drag(-50, -2)],
    {"finalOffset": [0, 0], "tolerance": 1.0, "minOvershoot": 49.9, "maxOvershoot": 49.9, "restBefore": 1.5})
add("fling-into-right-edge", REL + EDGE + " Horizontal, content 3000 wide, maximum 2625. Release at 2300 + 50 = 2350 with "
    "2 pt/ms: ve = 2 - 275/499 = 1.449 pt/ms, peak 33.3 * 1.449 = 48.3 pt.",
    dict(H, contentOffset=[2300, 0]), [drag(50, 2)],
    {"finalOffset": [2625, 0], "tolerance": 1.0, "minOvershoot": 48.3, "maxOvershoot": 48.3, "restBefore": 1.5})

add("bounces-false-fling", REL + " As fling-into-bottom-edge with bounces = false: the content stops dead at the maximum "
    "offset 4333 on the frame it would cross it, with no overshoot.",
    {"bounds": [375, 667], "contentSize": [375, 5000], "contentOffset": [0, 4000], "bounces": False}, [drag(50, 2)],
    {"finalOffset": [0, 4333], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.5})
add("bounces-false-drag", "A drag 200 pt past the top with bounces = false: the offset is clamped at 0 during the drag "
    "(no rubber band), so the overshoot is 0 and nothing moves after the release.",
    dict(V, bounces=False), [drag(-200, 0)],
    {"finalOffset": [0, 0], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.2})

PAGE = ("Native paging, pages are multiples of the 375 pt bounds. Above 0.3 pt/ms the release goes to the next page "
        "boundary in the flick's direction (ceil or floor of offset/375), otherwise to the nearest page; the target is "
        "clamped to [0, maximum] and the settle spring ends exactly on it. ")
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
    "375 * (1 - 1/(1 + 0.55 * 100/375)) = 47.97, offset 1547.97; release at 1 pt/ms: ceil(4.13) = 5, clamped to 1500. The outward release velocity carries the spring further out before it returns, so only the "
    "drag's overshoot is a lower bound.",
    dict(HP, contentOffset=[1500, 0]), [drag(100, 1)],
    {"finalOffset": [1500, 0], "tolerance": 0.01, "finalPage": 4, "target": [1500, 0], "minOvershoot": 47.97},
    strategy={"name": "native-paging"})
add("native-paging-first-page-overscroll", PAGE + REL + " On the first page, drag 80 past the leading edge: "
    "-375 * (1 - 1/(1 + 0.55 * 80/375)) = -39.38; release at -1 pt/ms: floor(-0.105) = -1, clamped to 0. The outward velocity carries the spring further out first; the drag's "
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

add("changed-target-nearer", REL + " As free-fling, but the delegate moves the target to 1500, nearer than the natural "
    "2093: UIKit re-times the deceleration (same speed, more friction) so that it ends exactly on 1500.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 1500], "tolerance": 0.01, "target": [0, 1500], "maxOvershoot": 0, "restBefore": 3.0},
    changeTarget=[0, 1500])
add("changed-target-further", REL + " As free-fling, but the delegate moves the target to 3000, beyond the natural 2093: "
    "the launch speed is raised to 0.01 + 1900 * 0.002/0.998 = 3.818 pt/ms with the same friction, ending exactly on 3000.",
    dict(V, contentOffset=[0, 1000]), [drag(100, 2)],
    {"finalOffset": [0, 3000], "tolerance": 0.01, "target": [0, 3000], "maxOvershoot": 0, "restBefore": 3.2},
    changeTarget=[0, 3000])

add("animated-set-content-offset", "setContentOffset([0, 600], animated: true) at t = 0 from 0: 0.3 s ease-in-ease-out "
    "(the simulator's default). As for every event, the first step is shown on the frame the call lands on (frame 0 shows "
    "16.7 ms of progress), so the 18th step, at full progress, is frame 17 (0.283 s); the view rests there at 600, "
    "with no overshoot; then scrollViewDidEndScrollingAnimation.",
    dict(V), [{"t": 0, "type": "setContentOffset", "offset": [0, 600], "animated": True}],
    {"finalOffset": [0, 600], "tolerance": 0.01, "maxOvershoot": 0, "restBefore": 0.3, "restAfter": 0.28,
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
    "433.5, (433.5 - 315)/50 = 2.4 -> 1; index round(315/295) = 1; target 2 * 315 = 630, reached by a re-timed glide.",
    {"bounds": [375, 250], "contentOffset": [315, 0]}, [drag(20, 1)],
    {"finalOffset": [630, 0], "tolerance": 0.01, "target": [630, 0], "finalPage": 2},
    layout=PL, strategy={"name": "peek"})
add("peek-back-flick", PEEK + REL + " From S = 630, drag -20 to 610, release -1 pt/ms: proposed 610 - 98.5 = 511.5, "
    "(511.5 - 630)/50 = -2.4 -> -1; index round(630/295 = 2.14) = 2; target 315.",
    {"bounds": [375, 250], "contentOffset": [630, 0]}, [drag(-20, -1)],
    {"finalOffset": [315, 0], "tolerance": 0.01, "target": [315, 0], "finalPage": 1},
    layout=PL, strategy={"name": "peek"})
add("peek-small-drag", PEEK + REL + " From S = 315, drag 30 and release at 0.1 pt/ms (below 0.25: velocity 0): proposed "
    "= 345, (345 - 315)/50 = 0.6 -> 0; target 315. A changed target at zero velocity jumps (simulation default).",
    {"bounds": [375, 250], "contentOffset": [315, 0]}, [drag(30, 0.1)],
    {"finalOffset": [315, 0], "tolerance": 0.01, "target": [315, 0], "finalPage": 1},
    layout=PL, strategy={"name": "peek"})
add("peek-last-page-overscroll", PEEK + REL + " On the last card (S = 1260 = maximum), drag 20 past the end and release "
    "at 1 pt/ms: the proposed target is clamped to 1260, coefficient 0, index round(1260/295 = 4.27) = 4, target 1260; "
    "the content returns to the edge.",
    {"bounds": [375, 250], "contentOffset": [1260, 0]}, [drag(20, 1)],
    {"finalOffset": [1260, 0], "tolerance": 0.01, "target": [1260, 0], "finalPage": 4},
    layout=PL, strategy={"name": "peek"})

os.makedirs("Scenarios", exist_ok=True)
for d in S:
    text = json.dumps(d, indent=2)
    # Keep short arrays and gesture objects on one line.
    import re
    text = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]", lambda m: "[" + re.sub(r"\s+", " ", m.group(1)) + "]", text)
    text = re.sub(r"\{\s+(\"t\"[^{}]*?)\s+\}", lambda m: "{" + re.sub(r"\s*\n\s*", " ", m.group(1)) + "}", text)
    open(f"Scenarios/{d['name']}.json", "w").write(text + "\n")
print(len(S), "scenarios")
