import Foundation

/// One scale's measurements of one command.
struct Measurement {
    let scale: Int
    let files: Int
    let bytes: Int
    let floorSeconds: Double
    /// `cat` of the same files (nil when there is no `cat`).
    let catSeconds: Double?
    /// Best wall time of the runs.
    let seconds: Double
    /// CPU time of the run with the best wall time.
    let cpuSeconds: Double
    /// Largest peak RSS of the runs.
    let peakBytes: Int
    /// Bytes motionfix wrote to standard output (the patch, the report).
    let outputBytes: Int
}

/// The table the benchmark prints for a command: throughput per scale, the ratios to the read
/// floor and to `cat`, and growth relative to the first (smallest) scale. Growth in CPU time is there because
/// wall time also grows with other work on the machine, and CPU time much less.
enum ResultTable {
    static let header = ["scale", "files", "MB", "floor ms", "cat ms", "time s", "CPU s", "MB/s", "files/s",
                         "peak MiB", "× floor", "× cat", "time ×", "CPU ×", "memory ×", "output MB"]

    static func row(_ row: Measurement, base: Measurement) -> [String] {
        let megabytes = Double(row.bytes) / 1_000_000
        return [
            "×\(row.scale)",
            "\(row.files)",
            format(megabytes, decimals: 2),
            format(row.floorSeconds * 1_000, decimals: 1),
            row.catSeconds.map { format($0 * 1_000, decimals: 1) } ?? "n/a",
            format(row.seconds, decimals: 3),
            format(row.cpuSeconds, decimals: 3),
            format(megabytes / row.seconds, decimals: 2),
            format(Double(row.files) / row.seconds, decimals: 0),
            format(Double(row.peakBytes) / 1_048_576, decimals: 1),
            format(row.seconds / row.floorSeconds, decimals: 0),
            row.catSeconds.map { format(row.seconds / $0, decimals: 1) } ?? "n/a",
            format(row.seconds / base.seconds, decimals: 2),
            format(row.cpuSeconds / base.cpuSeconds, decimals: 2),
            format(Double(row.peakBytes) / Double(base.peakBytes), decimals: 2),
            format(Double(row.outputBytes) / 1_000_000, decimals: 2),
        ]
    }

    /// One line of right-aligned columns under `header`, so rows can be printed as they are measured.
    static func line(_ cells: [String], header: [String] = header) -> String {
        zip(cells, header).map { cell, title in
            String(repeating: " ", count: max(title.count, 8) - cell.count) + cell
        }.joined(separator: "  ")
    }

    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
