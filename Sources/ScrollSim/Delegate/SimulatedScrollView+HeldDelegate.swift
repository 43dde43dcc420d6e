extension SimulatedScrollView {
    /// While `Simulation.run` runs (`runDepth` > 0): the delegate, held strongly so that its
    /// callbacks reach it without loading the weak reference. UIKit's callers likewise keep the
    /// delegate alive while they call it; a delegate set during the run replaces it here too.
    var heldDelegate: ScrollViewDelegate? {
        get { heldDelegateStorage }
        set {
            let oldValue = heldDelegateStorage
            heldDelegateStorage = newValue
            // A delegate replaced during a run may be inside one of its own callbacks, which it
            // was called unretained for: it is kept until the run ends, as UIKit's caller keeps
            // its delegate for the length of a call.
            if runDepth > 0, let oldValue, oldValue !== newValue { replacedDuringRun.append(oldValue) }
            let previous = heldCaller
            heldCaller = newValue.map(caller(for:))
            // The caller replaced may be running one of its own calls: it is kept, as the delegate.
            if runDepth > 0, let previous, previous !== heldCaller { replacedDuringRun.append(previous) }
            unretainedHeldDelegate = heldCaller.map { Unretained($0) }
        }
    }

    /// The outermost run begins (nothing is held between runs): holds the delegate with one load
    /// of the weak reference, or notes that the delegate set was released.
    ///
    /// The same as setting `heldDelegate` to `delegate`, without what a replacement mid-run needs:
    /// nothing was held, so nothing is kept. A delegate has a weak reference, so its reference count
    /// lives in a side table where every retain and release takes a slow, atomic path; the setter
    /// made five of them a run (callgrind), this makes two (the load here and the release in
    /// `releaseDelegateAfterRun()`).
    func holdDelegateForRun() {
        guard let current = storedDelegate else {
            if hadDelegate { noteDelegateReleased() }
            return
        }
        let held = caller(for: current)
        heldDelegateStorage = current
        heldCaller = held
        unretainedHeldDelegate = Unretained(held)
    }

    /// The caller for `held`: the one made when `delegate` was set, which calls the same live
    /// object when it is the one held (the held delegate is always the view's current
    /// `delegate`), else a new one.
    private func caller(for held: ScrollViewDelegate) -> UnretainedDelegate {
        if let made = delegateCaller, made.calls(held) { return made }
        return held.unretained()
    }

    /// The outermost run ends: the delegate (and its caller) are held no longer.
    func releaseDelegateAfterRun() {
        unretainedHeldDelegate = nil
        heldCaller = nil
        heldDelegateStorage = nil
    }
}
