internal import CICU

/// The shim's one object per thread (`cicu_thread.h`): where the caches
/// keep each thread's ``CacheFront``. Only the calls; holding and releasing
/// the object is the unsafe layer's (`Unsafe/CacheFront+Thread.swift`).
enum ShimThreadObject {
    /// The calling thread's object, nil before one was set.
    @inline(__always)
    static var current: UnsafeMutableRawPointer? { cicu_thread_object() }

    /// Sets the calling thread's object, once per thread; `release` is
    /// called with it when the thread exits. False when not set (the thread
    /// has one already, or cannot keep one).
    static func set(_ object: UnsafeMutableRawPointer, release: @convention(c) (UnsafeMutableRawPointer?) -> Void)
        -> Bool
    {
        cicu_thread_object_set(object, release) != 0
    }
}
