#if canImport(Glibc)
import Glibc
#endif

/// How the process's heap grows, set once at start.
public enum HeapGrowth {
    /// On Linux, asks glibc's allocator to grow a thread's heap 32 MiB at a time instead of by
    /// what each allocation needs. The worker threads' heaps otherwise grow (an `mprotect`) about
    /// 1,500 times a run over the sample apps, each taking the address space's lock that page
    /// faults on the other cores wait for. Address space only: a page is still backed when first
    /// written, so the peak memory does not change. Elsewhere it does nothing.
    public static func reserveInLargeSteps() {
        #if canImport(Glibc)
        // `mallopt` is not in the Glibc module (it is declared in <malloc.h>): found by name.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let topPad: Int32 = -2  // M_TOP_PAD
        _ = unsafeBitCast(symbol, to: MallOpt.self)(topPad, 32 << 20)
        #endif
    }
}
