#if canImport(Glibc)
import Glibc
#endif

/// How the process's heap grows, set once at start.
public enum HeapGrowth {
    /// On Linux, asks glibc's allocator to grow a thread's heap 32 MiB at a time instead of by
    /// what each allocation needs. The worker threads' heaps otherwise grow (an `mprotect`) about
    /// 1,500 times a run over the sample apps, each taking the address space's lock that page
    /// faults on the other cores wait for. Address space only: a page is still backed when first
    /// written, so the peak memory does not change. And it takes blocks of up to 32 MiB from the
    /// heap too: setting the first stops glibc raising its threshold for mapping a block on its own
    /// as large ones are freed (to 32 MiB at most), and at 128 KiB every larger array (a large
    /// file's tokens, its edits, its patch) was mapped afresh, each of its pages faulted in again
    /// (a file of 60,000 views: 157,000 faults, 121,000 with the heap). Not under strict
    /// overcommit accounting (`growsInLargeSteps`). Elsewhere it does nothing.
    public static func reserveInLargeSteps() {
        #if canImport(Glibc)
        guard growsInLargeSteps(overcommitSetting: firstByte(of: "/proc/sys/vm/overcommit_memory")) else { return }
        // `mallopt` is not in the Glibc module (it is declared in <malloc.h>): found by name.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let topPad: Int32 = -2  // M_TOP_PAD
        let mapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        _ = mallopt(topPad, 32 << 20)
        _ = mallopt(mapThreshold, 32 << 20)
        #endif
    }

    /// Whether the heap may grow in large steps, given the first byte of the kernel's overcommit
    /// setting (nil when it cannot be read). Under strict accounting (`2`) address space made
    /// writable counts against the commit limit before it is used, so 32 MiB steps could make
    /// an allocation fail that the default steps would not.
    static func growsInLargeSteps(overcommitSetting: UInt8?) -> Bool {
        overcommitSetting != UInt8(ascii: "2")
    }

    #if canImport(Glibc)
    private static func firstByte(of path: String) -> UInt8? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1 ? byte : nil
    }
    #endif
}
