/// The light structure of one file: its type declarations with members, and its calls.
public struct FileStructure: Sendable {
    public let file: SourceFile
    /// Every type declaration and extension, outer before inner.
    public let types: [TypeDecl]
    /// Every `name(…)` call, in source order.
    public let calls: [CallSite]
    /// The calls grouped by name, each group in source order.
    public let callsByName: [String: [CallSite]]
    /// How this file writes its property wrappers (POLICY §2 house style).
    public let wrapperLayout: WrapperLayout

    public init(file: SourceFile) {
        self.file = file
        let scanner = DeclarationScanner(file: file)
        types = scanner.scanTypes()
        calls = CallScanner(file: file).scanCalls()
        callsByName = Dictionary(grouping: calls, by: \.name)
        wrapperLayout = WrapperLayout(file: file, types: types)
    }

    /// The innermost type declaration whose member block contains significant index `index`.
    public func innermostType(containing index: Int) -> Int? {
        var best: Int? = nil
        for (position, type) in types.enumerated() where type.contains(index) {
            if let current = best, types[current].bodyOpen > type.bodyOpen { continue }
            best = position
        }
        return best
    }

    /// The member of `types[typeIndex]` that contains `index`, if any.
    public func member(of typeIndex: Int, containing index: Int) -> Member? {
        types[typeIndex].members.first { $0.contains(index) }
    }
}
