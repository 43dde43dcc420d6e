import Foundation
import ScrollSim
import ScrollSimJSON

/// A gesture entry written back as a file holds it.
extension GestureSpec {
    /// The gesture's keys and values, for its type's table.
    var fields: GestureFields {
        var f = GestureFields(t: t)
        f.view = view
        switch kind {
        case .event(.beginDrag): break
        case .event(.move(let translation, let velocity)): (f.translation, f.velocity) = (translation, velocity)
        case .event(.endDrag(let velocity)): f.velocity = velocity
        case .swipe(let translation, let duration): (f.translation, f.duration) = (translation, duration)
        case .drag(let distance, let releaseVelocity, let duration):
            (f.distance, f.releaseVelocity, f.duration) = (distance, releaseVelocity, duration)
        case .touches(let samples): f.samples = samples
        case .tap(let point, let duration): (f.point, f.duration) = (point, duration)
        case .pinch(let center, let scales, let interval): (f.center, f.scales, f.interval) = (center, scales, interval)
        case .event(.setContentOffset(let offset, let animated)): (f.offset, f.animated) = (offset, animated)
        case .event(.setZoomScale(let scale, let animated)): (f.scale, f.animated) = (Double(scale), animated)
        case .event(.zoomTo(let rect, let animated)): (f.rect, f.animated) = (rect, animated)
        case .event(.scrollToItem(let item, let section, let position, let animated)):
            (f.item, f.section, f.position, f.animated) = (item, section, position, animated)
        case .event(.scrollToTop), .event(.endRefreshing): break
        case .event(.scrollRectToVisible(let rect, let animated)): (f.rect, f.animated) = (rect, animated)
        case .event(.setContentSize(let size)): f.size = size
        case .event(.setItemCount(let count, let section)): (f.count, f.section) = (count, section)
        case .event(.touchDown), .event(.touchMove), .event(.touchUp): preconditionFailure(Self.rawTouchesMessage)
        case .event(.pinchBegan), .event(.pinchChanged), .event(.pinchEnded): preconditionFailure(Self.pinchMessage)
        case .event(.scrollPosition(let request, let animated)):
            f.animated = animated
            switch request {
            case .id(let index, let anchor): (f.id, f.anchor) = (index, anchor)
            case .edge(let edge): f.edge = edge
            case .point(let point): f.point = point
            }
        case .event(.setSwiftUILayout): preconditionFailure(Self.layoutChangeMessage)
        case .setSwiftUILayout(let change):
            f.childLengths = change.childLengths?.map { Double($0) }
            f.spacing = change.spacing.map { Double($0) }
            f.contentMargins = change.contentMargins
            f.containerSize = change.containerSize
        }
        return f
    }

    /// The name of the gesture's type.
    var typeName: String {
        switch kind {
        case .event(.beginDrag): "beginDrag"
        case .event(.move): "move"
        case .event(.endDrag): "endDrag"
        case .swipe: "swipe"
        case .drag: "drag"
        case .touches: "touches"
        case .tap: "tap"
        case .pinch: "pinch"
        case .event(.setContentOffset): "setContentOffset"
        case .event(.setZoomScale): "setZoomScale"
        case .event(.zoomTo): "zoomTo"
        case .event(.scrollToItem): "scrollToItem"
        case .event(.scrollToTop): "scrollToTop"
        case .event(.endRefreshing): "endRefreshing"
        case .event(.scrollRectToVisible): "scrollRectToVisible"
        case .event(.setContentSize): "setContentSize"
        case .event(.setItemCount): "setItemCount"
        case .event(.touchDown), .event(.touchMove), .event(.touchUp): preconditionFailure(Self.rawTouchesMessage)
        case .event(.pinchBegan), .event(.pinchChanged), .event(.pinchEnded): preconditionFailure(Self.pinchMessage)
        case .event(.scrollPosition): "scrollPosition"
        case .event(.setSwiftUILayout): preconditionFailure(Self.layoutChangeMessage)
        case .setSwiftUILayout: "setSwiftUILayout"
        }
    }

    /// Why a gesture of a raw touch event cannot be written: the format has `touches` instead.
    static let rawTouchesMessage = "a scenario file writes raw touches as a touches gesture, not as touchDown, touchMove or touchUp events"
    /// Why a gesture of a raw pinch event cannot be written: the format has `pinch` instead.
    static let pinchMessage = "a scenario file writes a pinch as a pinch gesture, not as pinchBegan, pinchChanged or pinchEnded events"

    /// Why the engine's `.setSwiftUILayout` event cannot be written: it names a scheduled change,
    /// and the format writes the change itself (`Kind.setSwiftUILayout`).
    static let layoutChangeMessage =
        "a scenario file writes a layout change as a setSwiftUILayout gesture holding the change, not as the engine's event naming it"

    /// The entry as a file writes it: `t`, `type`, then its type's keys.
    var json: JSONValue {
        let table = Self.gestureTypes.first { $0.name == typeName }!.table
        var members = table.write(fields)
        members.insert(("type", .string(typeName)), at: members.first?.key == "t" ? 1 : 0)
        return .object(members)
    }
}
