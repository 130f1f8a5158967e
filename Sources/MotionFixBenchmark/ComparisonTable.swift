import Foundation

/// Two binaries' runs of one command at one scale, taken in alternation (A, B, A, B, …) so that
/// a drift in the machine's speed falls on both alike.
struct Comparison {
    let scale: Int
    let bytes: Int
    /// Wall and CPU seconds of each run, in the order they ran.
    let first: [(wall: Double, cpu: Double)]
    let second: [(wall: Double, cpu: Double)]
}

/// The table `--against` prints: each binary's median and best wall time, its median CPU time,
/// and how the second compares with the first.
enum ComparisonTable {
    static let header = ["scale", "MB", "A median ms", "A best ms", "A CPU ms", "B median ms", "B best ms", "B CPU ms",
                         "B/A median", "B/A best", "B/A CPU"]

    static func row(_ comparison: Comparison) -> [String] {
        let (a, b) = (comparison.first, comparison.second)
        let aMedian = median(a.map(\.wall)), bMedian = median(b.map(\.wall))
        let aBest = a.map(\.wall).min() ?? 0, bBest = b.map(\.wall).min() ?? 0
        let aCPU = median(a.map(\.cpu)), bCPU = median(b.map(\.cpu))
        return [
            "×\(comparison.scale)",
            ResultTable.format(Double(comparison.bytes) / 1_000_000, decimals: 2),
            milliseconds(aMedian), milliseconds(aBest), milliseconds(aCPU),
            milliseconds(bMedian), milliseconds(bBest), milliseconds(bCPU),
            ResultTable.format(bMedian / aMedian, decimals: 3),
            ResultTable.format(bBest / aBest, decimals: 3),
            ResultTable.format(bCPU / aCPU, decimals: 3),
        ]
    }

    /// One line of right-aligned columns.
    static func line(_ cells: [String]) -> String {
        ResultTable.line(cells, header: header)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func milliseconds(_ seconds: Double) -> String {
        ResultTable.format(seconds * 1_000, decimals: 1)
    }
}
