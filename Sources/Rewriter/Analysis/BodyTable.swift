/// The bodies of a file's members (methods, computed properties, initializers) and of its
/// types' member blocks, by the significant index of the `{` that opens them. Walks up the
/// brackets ask at every bracket and few open a body: a bitmap answers those at once, and the
/// few others are found by a binary search (no hashing, no table per file to allocate).
struct BodyTable: Sendable {
    /// Whether each significant index opens a member or a type body.
    private let opensBody: [Bool]
    /// The member bodies, by their `{`, ascending.
    private let memberOpens: [Int]
    private let members: [MemberBody]
    /// The types' member blocks' `{`, ascending.
    private let typeOpens: [Int]

    /// Whether the computed property `member`, whose body opens at `body`, holds a view: built by
    /// a result builder (`@ViewBuilder`, `@ToolbarContentBuilder`), or of a type named `…View`
    /// (`some View`, `AnyView`, a custom view) or of another kind of SwiftUI content (`some Scene`).
    static func isView(_ member: Member, body: Int, in file: SourceFile) -> Bool {
        if member.attributes.contains(where: { $0.hasSuffix("Builder") }) { return true }
        // Its type's names, compared as bytes (every computed property of every file is asked).
        for index in (member.keyword + 1)..<body where file.kind(index) == .identifier {
            let token = file.token(index)
            if token.end - token.start >= 4, file.bytes[(token.end - 4)..<token.end].elementsEqual("View".utf8) { return true }
            if BodyTable.contentTypes.contains(index, in: file) { return true }
        }
        return false
    }

    /// Whether the function declared at `keyword`, whose body opens at `body`, returns a value
    /// (`-> CGFloat`; not `-> Void`, not `-> ()`): a helper whose reads count where it is called.
    static func returnsValue(keyword: Int, body: Int, in file: SourceFile) -> Bool {
        var index = keyword + 1
        while index < body {
            if let kind = file.kind(index), kind == .openParen || kind == .openBracket, file.partner[index] > index {
                index = file.partner[index] + 1
                continue
            }
            if file.kind(index) == .operator, file.isText(index, "->") {
                if file.isIdentifier(index + 1, "Void") { return false }
                return !(file.kind(index + 1) == .openParen && file.partner[index + 1] == index + 2)
            }
            index += 1
        }
        return false
    }

    private static let contentTypes = IdentifierSet(["Scene", "Commands", "ToolbarContent", "TableRowContent", "TableColumnContent", "Body"])

    init(of structure: FileStructure) {
        let file = structure.file
        var found: [(open: Int, body: MemberBody)] = []
        found.reserveCapacity(structure.types.reduce(0) { $0 + $1.members.count })
        var typeOpens: [Int] = []
        typeOpens.reserveCapacity(structure.types.count)
        for type in structure.types {
            typeOpens.append(type.bodyOpen)
            // Fields read in place: copying a member (for every member of every file) retains its strings.
            for position in type.members.indices {
                var kind: MemberBody.Kind
                switch type.members[position].kind {
                case .func: kind = .method
                case .var: kind = .computed
                case .initializer: kind = .initializer
                default: continue
                }
                guard let brace = FileFacts.bodyBrace(keyword: type.members[position].keyword, end: type.members[position].end, in: file) else { continue }
                if kind == .computed, BodyTable.isView(type.members[position], body: brace, in: file) { kind = .view }
                var body = MemberBody(name: kind == .initializer ? "init" : type.members[position].name ?? "", kind: kind)
                if kind == .method {
                    body.buildsViews = BodyTable.isView(type.members[position], body: brace, in: file)
                    body.returnsValue = !body.buildsViews && BodyTable.returnsValue(keyword: type.members[position].keyword, body: brace, in: file)
                }
                found.append((brace, body))
            }
        }
        // Of two members claiming one brace, the later one counts (as a table written in this
        // order would keep it): a stable sort, then the last of each run. Most files have no
        // nested type, and their bodies come in order already.
        let inOrder = zip(found, found.dropFirst()).allSatisfy { $0.open < $1.open }
        let order = inOrder ? Array(found.indices) : found.indices.sorted { (found[$0].open, $0) < (found[$1].open, $1) }
        var memberOpens: [Int] = []
        var members: [MemberBody] = []
        memberOpens.reserveCapacity(order.count)
        members.reserveCapacity(order.count)
        for position in order {
            if memberOpens.last == found[position].open {
                members[members.count - 1] = found[position].body
            } else {
                memberOpens.append(found[position].open)
                members.append(found[position].body)
            }
        }
        typeOpens.sort()
        var opensBody = [Bool](repeating: false, count: file.count)
        for open in memberOpens where open >= 0 && open < opensBody.count { opensBody[open] = true }
        for open in typeOpens where open >= 0 && open < opensBody.count { opensBody[open] = true }
        self.opensBody = opensBody
        self.memberOpens = memberOpens
        self.members = members
        self.typeOpens = typeOpens
    }

    /// The member body opening at significant index `open`, if any.
    func member(openingAt open: Int) -> MemberBody? {
        guard opens(open), let position = BodyTable.position(of: open, in: memberOpens) else { return nil }
        return members[position]
    }

    /// Whether a type's member block opens at significant index `open`.
    func isType(openingAt open: Int) -> Bool {
        opens(open) && BodyTable.position(of: open, in: typeOpens) != nil
    }

    /// The member body opening at `open`, or whether a type's member block does (what a walk up
    /// the brackets asks at each one).
    func body(openingAt open: Int) -> (member: MemberBody?, isType: Bool) {
        guard opens(open) else { return (nil, false) }
        return (member(openingAt: open), isType(openingAt: open))
    }

    /// Whether a member body or a type's member block opens at significant index `open`.
    @inline(__always) func opens(_ open: Int) -> Bool {
        open >= 0 && open < opensBody.count && opensBody[open]
    }

    /// Every member body.
    var memberBodies: [MemberBody] { members }

    private static func position(of open: Int, in sorted: [Int]) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < open { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == open ? low : nil
    }
}
