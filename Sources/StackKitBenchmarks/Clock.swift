// Monotonic timestamps for the benchmarks: clock_gettime(CLOCK_MONOTONIC) in nanoseconds.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock read in nanoseconds. Reading it costs a few tens of nanoseconds
/// (vDSO), which matters only for the sub-microsecond single steps.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inline(__always)
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Seconds between two readings.
    @inline(__always)
    static func seconds(_ start: UInt64, _ end: UInt64) -> Double {
        Double(end &- start) * 1e-9
    }
}

/// Measures the seconds since it was started.
struct Stopwatch {
    let start: UInt64 = MonotonicClock.now()

    /// Seconds since `start`.
    var elapsed: Double { MonotonicClock.seconds(start, MonotonicClock.now()) }
}

/// Runs `body` and returns its result with the seconds it took.
@inline(__always)
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let t0 = MonotonicClock.now()
    let result = try body()
    let t1 = MonotonicClock.now()
    return (result, MonotonicClock.seconds(t0, t1))
}
