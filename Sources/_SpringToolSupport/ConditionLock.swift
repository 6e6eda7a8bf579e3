#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex with a condition variable (POSIX threads), for the few places threads meet: the
/// sweep's row queue and the table of temporary files.
///
/// Why not `NSLock`/`NSCondition`: they live in Foundation proper, whose link pulls ICU into the
/// executable (tens of megabytes, a slower start); this needs only the C library.
package final class ConditionLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  /// An unlocked lock.
  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    condition.deallocate()
  }

  /// Runs `body` holding the lock.
  ///
  /// - Parameter body: The work to do while holding the lock.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Wakes the threads waiting in ``wait(seconds:)``.
  package func broadcast() {
    pthread_mutex_lock(mutex)
    pthread_cond_broadcast(condition)
    pthread_mutex_unlock(mutex)
  }

  /// Waits (without holding the lock on return) until ``broadcast()`` or `seconds` pass.
  ///
  /// - Parameter seconds: The longest wait, in seconds.
  package func wait(seconds: Double) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
    var deadline = timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    pthread_mutex_lock(mutex)
    _ = pthread_cond_timedwait(condition, mutex, &deadline)
    pthread_mutex_unlock(mutex)
  }
}
