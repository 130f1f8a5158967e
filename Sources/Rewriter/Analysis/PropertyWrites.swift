/// What the project index needs of a file's writes (`ProjectIndex.propertyOrigins`): the
/// properties it writes through a path or inside a method, and whether a gesture or a
/// measurement writes them. The full provenance pass answers it; a file that names no gesture
/// and no measurement can only answer "no", so for it a light scan finds the names alone.
enum PropertyWrites {
    static func of(_ structure: FileStructure) -> [String: Origins] {
        var facts: FileFacts? = nil
        return of(structure, scan: FirstPassScan(structure.file), facts: &facts)
    }

    /// The same, given the file's `scan` (its vocabulary and writes); `facts` receives the
    /// file's provenance facts when finding the writes needed the full pass, so that the second
    /// pass need not compute them again.
    static func of(_ structure: FileStructure, scan: FirstPassScan, facts: inout FileFacts?) -> [String: Origins] {
        // The bodies only for a file with a write they decide; made once, for the names and the full pass.
        let bodies = scan.writes.contains { !$0.anywhere } ? BodyTable(of: structure) : nil
        let names = names(of: scan.writes, in: structure.file, bodies: bodies)
        // Where the code runs matters only if something is written and a gesture or a measurement may write it.
        if !names.isEmpty, scan.vocabulary.mayComeFromGestureOrMeasurement {
            let full = FileFacts(structure: structure, bodies: bodies ?? BodyTable(of: structure))
            facts = full
            return full.propertyWrites
        }
        return Dictionary(names.map { ($0, Origins()) }) { first, _ in first }
    }
}

extension PropertyWrites {
    /// A write the light scan finds (`FirstPassScan`), as `ProvenanceScanner.writes(locals:)`
    /// finds it: the significant index of the written name, where the write is, and whether it
    /// counts wherever it is (a write through a path) or only inside a method (a plain `x = …`).
    struct Write {
        let name: Int
        let at: Int
        let anywhere: Bool
    }

    /// The names `ProvenanceScanner.writes(locals:)` records in `FileFacts.propertyWrites` (a
    /// write through a path, or any write inside a method), from the file's `writes`, found the
    /// same way but without where the code runs. `bodies` are the file's (`BodyTable`), needed
    /// when some write does not count anywhere.
    static func names(of writes: [Write], in file: SourceFile, bodies: BodyTable?) -> [String] {
        writes.compactMap { write in
            write.anywhere || bodies.map { isInsideMethod(write.at, in: file, bodies: $0) } == true ? file.text(write.name) : nil
        }
    }

    /// Whether the code at `position` is in a method's body (as `ProvenanceScanner.origins(at:)` finds it).
    private static func isInsideMethod(_ position: Int, in file: SourceFile, bodies: BodyTable) -> Bool {
        var open = file.enclosing[position]
        var steps = 0
        while open >= 0, steps < 256 {
            steps += 1
            let body = bodies.body(openingAt: open)
            if let member = body.member { return member.kind == .method }
            if body.isType { return false }
            open = file.enclosing[open]
        }
        return false
    }
}
