/// A `struct`, `class`, `enum`, `actor`, `protocol` or `extension` with its member block.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }

    public let kind: Kind
    /// The declared name, or for an extension the extended type as written (`Foo.Bar`).
    public let name: String
    /// Outer types joined with dots (`Outer.Inner`); for an extension, the extended path.
    public let qualifiedName: String
    /// Inherited types and protocols, last path component only (`SwiftUI.View` → `View`).
    public let conformances: [String]
    /// Significant index of the introducing keyword.
    public let keyword: Int
    /// Significant index of the first modifier or attribute of the declaration.
    public let declarationStart: Int
    /// Significant indices of the member block's braces.
    public let bodyOpen: Int
    public let bodyClose: Int
    /// Index (in the file's `types`) of the type whose body contains this one.
    public let parent: Int?
    public let members: [Member]
    /// Whether the declaration carries `@MainActor`: its code may read main-actor settings
    /// (`UIAccessibility.isReduceMotionEnabled`).
    public var isMainActor = false

    /// Whether significant index `index` lies inside the member block.
    public func contains(_ index: Int) -> Bool { index > bodyOpen && index < bodyClose }

    /// The declaration without its members (what the project index keeps of it).
    func withoutMembers() -> TypeDecl {
        TypeDecl(kind: kind, name: name, qualifiedName: qualifiedName, conformances: conformances, keyword: keyword,
                 declarationStart: declarationStart, bodyOpen: bodyOpen, bodyClose: bodyClose, parent: parent, members: [],
                 isMainActor: isMainActor)
    }
}

/// One declaration in a member block.
public struct Member: Sendable {
    public enum Kind: String, Sendable { case `var`, `let`, `func`, initializer, `subscript`, `deinit`, `case`, nestedType, other }

    public let kind: Kind
    /// The declared name when it is a plain identifier.
    public let name: String?
    /// `static` or `class` member.
    public let isStatic: Bool
    public let isLazy: Bool
    /// Attribute names, without `@` (`State`, `Environment`, `GestureState`).
    public let attributes: [String]
    /// Significant indices: first attribute/modifier, introducing keyword, and one past the end.
    public let start: Int
    public let keyword: Int
    public let end: Int
    /// Significant index of the `=` of a stored property's initial value.
    public let initializer: Int?

    public func contains(_ index: Int) -> Bool { index >= start && index < end }
}

/// A call `name(…)`, with its argument list split at top-level commas.
public struct CallSite: Sendable {
    public enum Style: Sendable {
        /// `view.name(…)` or a chained `.name(…)` — a modifier or method call.
        case member
        /// `.name(…)` where a value is expected (`AnyTransition.name` spelled short).
        case implicitMember
        /// `name(…)`, a free function or initializer.
        case plain
    }

    public let name: String
    public let style: Style
    /// Significant index of the name.
    public let nameIndex: Int
    /// Significant indices of the parentheses.
    public let open: Int
    public let close: Int
    public let arguments: CallArguments
    /// Significant index of the `{` of a trailing closure right after `)`, if any.
    public let trailingClosure: Int?

    /// A call with an array of arguments of its own.
    public init(name: String, style: Style, nameIndex: Int, open: Int, close: Int, arguments: [Argument], trailingClosure: Int?) {
        self.init(name: name, style: style, nameIndex: nameIndex, open: open, close: close, arguments: CallArguments(arguments),
                  trailingClosure: trailingClosure)
    }

    init(name: String, style: Style, nameIndex: Int, open: Int, close: Int, arguments: CallArguments, trailingClosure: Int?) {
        self.name = name
        self.style = style
        self.nameIndex = nameIndex
        self.open = open
        self.close = close
        self.arguments = arguments
        self.trailingClosure = trailingClosure
    }
}

/// A call's arguments, indexed from 0: a range of one array that all the calls of a file share
/// (`CallScanner.scanCalls`). A file has thousands of calls and the rules look at the arguments
/// of few: an array per call was an allocation per call.
public struct CallArguments: RandomAccessCollection, Sendable {
    /// Owns the shared array.
    final class Storage: Sendable {
        let arguments: [Argument]
        init(_ arguments: [Argument]) { self.arguments = arguments }
        static let empty = Storage([])
    }

    private let storage: Storage
    private let offset: Int
    public let endIndex: Int
    public var startIndex: Int { 0 }

    /// Arguments of their own.
    public init(_ arguments: [Argument]) {
        self.init(storage: arguments.isEmpty ? .empty : Storage(arguments), range: 0..<arguments.count)
    }

    /// The arguments at `range` of `storage`.
    init(storage: Storage, range: Range<Int>) {
        self.storage = range.isEmpty ? .empty : storage
        offset = range.isEmpty ? 0 : range.lowerBound
        endIndex = range.count
    }

    public subscript(position: Int) -> Argument {
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        return storage.arguments[offset + position]
    }
}

/// One argument of a call: an optional label and the value's significant index range.
public struct Argument: Sendable {
    public let label: String?
    public let labelIndex: Int?
    /// Significant indices of the first and last token of the value (inclusive).
    public let first: Int
    public let last: Int
}
