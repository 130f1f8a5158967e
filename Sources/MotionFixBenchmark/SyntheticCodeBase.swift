import Foundation

/// A synthetic SwiftUI app at a realistic motion density, generated from a seed: views with
/// state, stacks, text, images, buttons and modifiers (about one file in three animates
/// something), and models, stores, API clients and extensions, in files of 1 to 20 KB.
///
/// One module is generated; `Module<i>` is written with the same files and its own type names
/// (`M<i>ProfileCard`), so ×k is k times as many files of the same kind, and no type of one
/// module resolves to another module's.
struct SyntheticCodeBase {
    /// One file of the module; its type names and path still hold `modulePrefix`.
    struct File {
        let relativePath: String
        let text: String
    }

    /// Stands for `M<i>` until a module is written: a byte no generated text otherwise contains.
    static let modulePrefix = "\u{1}"

    let files: [File]

    /// Generates files until they hold about `bytes` bytes.
    init(bytes: Int, seed: UInt64) {
        var writer = SyntheticSourceWriter(random: SeededRandom(seed: seed))
        var files: [File] = []
        var total = 0
        while total < bytes {
            let file = writer.nextFile()
            files.append(file)
            total += file.text.utf8.count
        }
        self.files = files
    }

    /// Writes the module as `directory/Module<index>`.
    func writeModule(index: Int, into directory: String) throws {
        let prefix = "M\(index)"
        for file in files {
            let path = directory + "/Module\(index)/" + file.relativePath.replacingOccurrences(of: Self.modulePrefix, with: prefix)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            let text = file.text.replacingOccurrences(of: Self.modulePrefix, with: prefix)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }
}

/// Writes one synthetic file after another; the same seed gives the same files.
struct SyntheticSourceWriter {
    var random: SeededRandom
    private var usedNames: Set<String> = []

    init(random: SeededRandom) {
        self.random = random
    }

    mutating func nextFile() -> SyntheticCodeBase.File {
        // Log-uniform from 1 to 20 KB: most files are small, a few are long.
        let size = Int(1_000 * pow(20, random.unit()))
        let noun = random.pick(SyntheticVocabulary.nouns)
        // Views are 60% of the files and 33 points of them animate: one file in three has motion.
        switch random.unit() {
        case ..<0.33: return viewFile(noun: noun, animated: true, size: size)
        case ..<0.60: return viewFile(noun: noun, animated: false, size: size)
        case ..<0.74: return modelFile(noun: noun, size: size)
        case ..<0.85: return storeFile(noun: noun, size: size)
        case ..<0.93: return clientFile(noun: noun, size: size)
        default: return extensionsFile(noun: noun, size: size)
        }
    }

    /// A type name unique in the module, carrying the module prefix.
    mutating func typeName(_ base: String) -> String {
        var name = SyntheticCodeBase.modulePrefix + base
        var number = 2
        while usedNames.contains(name) {
            name = SyntheticCodeBase.modulePrefix + base + String(number)
            number += 1
        }
        usedNames.insert(name)
        return name
    }

    /// The header Xcode writes into a new file.
    func fileHeader(_ name: String, imports: [String]) -> SourceLines {
        var out = SourceLines()
        out.lines("//\n//  \(name).swift\n//  \(SyntheticCodeBase.modulePrefix)App\n//\n")
        for module in imports { out.line("import \(module)") }
        return out
    }
}
